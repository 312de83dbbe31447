import type { AdminLabelView } from '@contract/admin/admin-labels';

/** A label as the console's tree shows it, with its place among its siblings. */
export interface AdminLabelNode extends AdminLabelView {
  children: AdminLabelNode[];
  /** First or last among its siblings: 上移 or 下移 has nowhere to go. */
  first: boolean;
  last: boolean;
}

/** A category's labels (depth first, joined by parentId) as a forest below the category. */
export function adminLabelTree(categoryId: number, rows: readonly AdminLabelView[]): AdminLabelNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as AdminLabelNode[], first: false, last: false }]));
  const roots: AdminLabelNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === categoryId ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const mark = (list: AdminLabelNode[]) => {
    list.forEach((n, i) => {
      n.first = i === 0;
      n.last = i === list.length - 1;
      mark(n.children);
    });
  };
  mark(roots);
  return roots;
}

/** The ids of a label and everything below it: where it may not be moved or merged. */
export function labelSubtreeIds(node: AdminLabelNode): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const c of node.children) for (const id of labelSubtreeIds(c)) ids.add(id);
  return ids;
}
