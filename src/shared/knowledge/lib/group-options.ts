import type { GroupView } from '@contract/auth/users';
import type { TreeNodeData } from '@mantine/core';
import { buildGroupTree, type GroupNode } from './group-tree';

function toNode(g: GroupNode): TreeNodeData {
  return { value: String(g.id), label: g.name, children: g.children.length ? g.children.map(toNode) : undefined };
}

/** The organisation tree in the shape Mantine's TreeSelect takes. */
export function groupTreeData(groups: readonly GroupView[]): TreeNodeData[] {
  return buildGroupTree(groups).map(toNode);
}
