import type { GroupView } from '@contract/auth/users';

export interface GroupNode {
  id: number;
  name: string;
  children: GroupNode[];
}

/**
 * The group rows (joined by parentId) as a forest, in the server's order. A
 * row whose parent is missing (or a cycle) becomes a root rather than vanishing.
 */
export function buildGroupTree(groups: readonly GroupView[]): GroupNode[] {
  const nodes = new Map(groups.map((g) => [g.id, { id: g.id, name: g.name, children: [] as GroupNode[] }]));
  const roots: GroupNode[] = [];
  for (const g of groups) {
    const node = nodes.get(g.id)!;
    const parent = g.parentId === null ? undefined : nodes.get(g.parentId);
    if (parent && !isAncestor(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function isAncestor(node: GroupNode, of: GroupNode): boolean {
  if (node === of) return true;
  return node.children.some((c) => isAncestor(c, of));
}
