/** A drawn edge: ids of its ends. */
export interface LayoutEdge {
  sourceId: number;
  targetId: number;
}

/**
 * The classes hidden by the filter, with all their sub-classes (the filter
 * names a class; a hidden 企业 hides 人员 and 部门 too).
 */
export function withDescendants(
  hidden: readonly number[],
  classes: readonly { id: number; parentId: number | null }[],
): Set<number> {
  const out = new Set(hidden);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of classes) {
      if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}
