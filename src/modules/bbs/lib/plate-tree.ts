import { PLATE_DEPTH_MAX } from '@contract/bbs/bbs-plates';
import type { TreeNodeData } from '@mantine/core';
import type { PlateView } from '../api/plate-queries';

/** A plate in the tree: its level (1 at the top) and the plates below it, in their order. */
export interface PlateNode extends PlateView {
  depth: number;
  children: PlateNode[];
}

/** The plates (joined by parentId, siblings in the server's order) as a forest. */
export function plateTree(rows: readonly PlateView[]): PlateNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, depth: 1, children: [] as PlateNode[] }]));
  const roots: PlateNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent && !below(parent, node)) parent.children.push(node);
    else roots.push(node);
  }
  const level = (n: PlateNode, depth: number) => {
    n.depth = depth;
    for (const c of n.children) level(c, depth + 1);
  };
  for (const r of roots) level(r, 1);
  return roots;
}

/** Whether `node` is `of` or lies below it. */
function below(node: PlateNode, of: PlateNode): boolean {
  return node === of || node.children.some((c) => below(c, of));
}

/** How many levels a plate takes with what lies below it (1 for a plate without children). */
export function plateHeight(node: PlateNode): number {
  return 1 + Math.max(0, ...node.children.map(plateHeight));
}

/** Whether a plate may have a plate below it (the tree has at most PLATE_DEPTH_MAX levels). */
export const canHaveChild = (node: PlateNode) => node.depth < PLATE_DEPTH_MAX;

/**
 * Where a plate may go, as a TreeSelect's data: every plate but itself and
 * those below it, and none under which it (with its own children) would be
 * deeper than PLATE_DEPTH_MAX. A new plate (`moved` null) has a height of 1.
 */
export function parentChoices(roots: readonly PlateNode[], moved: PlateNode | null): TreeNodeData[] {
  const height = moved ? plateHeight(moved) : 1;
  const choices = (nodes: readonly PlateNode[]): TreeNodeData[] =>
    nodes
      .filter((n) => n.id !== moved?.id && n.depth + height <= PLATE_DEPTH_MAX)
      .map((n) => {
        const children = choices(n.children);
        return { value: String(n.id), label: n.name, children: children.length ? children : undefined };
      });
  return choices(roots);
}
