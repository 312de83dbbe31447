import type { GroupView } from '@contract/users';

/**
 * Select options for the group tree, parents before children, each labelled
 * with its full path ('集团总部 / 研发中心') so equal names stay distinct.
 */
export function groupOptions(groups: readonly GroupView[]): { value: string; label: string }[] {
  const byParent = new Map<number | null, GroupView[]>();
  const ids = new Set(groups.map((g) => g.id));
  for (const g of groups) {
    const parent = g.parentId !== null && ids.has(g.parentId) ? g.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), g]);
  }
  const out: { value: string; label: string }[] = [];
  const walk = (parent: number | null, prefix: string) => {
    for (const g of byParent.get(parent) ?? []) {
      const label = prefix ? `${prefix} / ${g.name}` : g.name;
      out.push({ value: String(g.id), label });
      walk(g.id, label);
    }
  };
  walk(null, '');
  return out;
}
