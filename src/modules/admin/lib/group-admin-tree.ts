/** A group as the console's tree shows it: its members and those of all its sub-groups. */
export interface AdminGroupNode {
  id: number;
  name: string;
  parentId: number | null;
  userCount: number;
  /** Members of the group and every group below it. */
  totalCount: number;
  children: AdminGroupNode[];
}

type Row = { id: number; name: string; parentId: number | null; userCount: number };

/** The groups (joined by parentId, in the server's order) as a forest with subtree member counts. */
export function adminGroupTree(rows: readonly Row[]): AdminGroupNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, totalCount: 0, children: [] as AdminGroupNode[] }]));
  const roots: AdminGroupNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent && !within(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const total = (n: AdminGroupNode): number => {
    n.totalCount = n.userCount + n.children.reduce((sum, c) => sum + total(c), 0);
    return n.totalCount;
  };
  roots.forEach(total);
  return roots;
}

/** Whether `of` is `node` or lies below it. */
export function within(node: AdminGroupNode, of: AdminGroupNode): boolean {
  return node === of || node.children.some((c) => within(c, of));
}

/** The ids of a group and everything below it: where it may not be moved. */
export function subtreeIds(node: AdminGroupNode): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const c of node.children) for (const id of subtreeIds(c)) ids.add(id);
  return ids;
}
