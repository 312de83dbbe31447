import { ActionIcon, Menu, Paper, Text, type TreeNodeData, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import classes from './admin-tree.module.css';

/** A node of a managed tree (the console's groups and labels, the forum's plates): its name and the nodes below it. */
export interface AdminTreeNode<T> {
  id: number;
  name: string;
  children: T[];
}

/** The tree as a TreeSelect's data without the `excluded` nodes (one moved or merged, and what lies below it). */
export function treeTargets<T extends AdminTreeNode<T>>(nodes: T[], excluded: ReadonlySet<number>): TreeNodeData[] {
  return nodes
    .filter((n) => !excluded.has(n.id))
    .map((n) => ({
      value: String(n.id),
      label: n.name,
      children: n.children.length ? treeTargets(n.children, excluded) : undefined,
    }));
}

export interface AdminTreeProps<T extends AdminTreeNode<T>> {
  nodes: T[];
  /** The list's accessible name (组织树, 标签树). */
  label: string;
  /** What the row shows beside the name: counts. */
  badge: (node: T) => ReactNode;
  /** The row's 操作 menu items. */
  actions: (node: T) => ReactNode;
}

/**
 * A management collapsible tree: one row per node with its badge and an
 * 操作 menu, children indented below. Screens decide what the menu offers.
 */
export function AdminTree<T extends AdminTreeNode<T>>({ nodes, label, badge, actions }: AdminTreeProps<T>) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const row = (n: T, depth: number) => (
    <li key={n.id}>
      <div className={classes.row} style={{ paddingInlineStart: depth * 20 }}>
        {n.children.length ? (
          <UnstyledButton
            className={classes.toggle}
            onClick={() => toggle(n.id)}
            aria-expanded={!collapsed.has(n.id)}
            aria-label={`${collapsed.has(n.id) ? '展开' : '收起'}${n.name}`}
          >
            {collapsed.has(n.id) ? '▸' : '▾'}
          </UnstyledButton>
        ) : (
          <span className={classes.toggle} aria-hidden />
        )}
        <Text fz="sm" fw={500} className={classes.name}>
          {n.name}
        </Text>
        {badge(n)}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`操作：${n.name}`} className={classes.menu}>
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{actions(n)}</Menu.Dropdown>
        </Menu>
      </div>
      {n.children.length && !collapsed.has(n.id) ? (
        <ul className={classes.list}>{n.children.map((c) => row(c, depth + 1))}</ul>
      ) : null}
    </li>
  );

  return (
    <ul className={classes.list} aria-label={label}>
      {nodes.map((n) => row(n, 0))}
    </ul>
  );
}

/**
 * A managed tree in its frame; while the tree loads, and when it has no
 * node, a line saying so in its place (`empty`: what to add first).
 */
export function AdminTreePanel<T extends AdminTreeNode<T>>({
  loading,
  empty,
  ...tree
}: AdminTreeProps<T> & { loading: boolean; empty: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      {tree.nodes.length ? (
        <AdminTree {...tree} />
      ) : (
        <Text c="dimmed" ta="center" py="md" fz="sm">
          {loading ? '加载中…' : empty}
        </Text>
      )}
    </Paper>
  );
}
