import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type AdminTreeNode, AdminTreePanel, type AdminTreeProps } from './admin-tree';
import { QueryError } from './query-error';

interface AdminTreeScreenProps<T extends AdminTreeNode<T>> extends AdminTreeProps<T> {
  title: string;
  /** The header button that adds a top-level node (添加顶级组织 …). */
  addLabel: string;
  onAdd: () => void;
  /** The tree's query: its failure is shown above the tree, its loading in it. */
  query: { isError: boolean; error: Error | null; isLoading: boolean; refetch: () => unknown };
  /** What the panel says when the tree has no node. */
  empty: string;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * A console screen that manages one tree (组织, 版块): title and the button
 * that adds a top-level node, the query's failure, the tree with its 操作
 * menus, then the dialogs the menus open.
 */
export function AdminTreeScreen<T extends AdminTreeNode<T>>(props: AdminTreeScreenProps<T>) {
  const { title, addLabel, onAdd, query, empty, children, ...tree } = props;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Button onClick={onAdd}>{addLabel}</Button>
      </Group>
      <QueryError error={query.isError ? query.error : null} onRetry={() => void query.refetch()} />
      <AdminTreePanel {...tree} loading={query.isLoading} empty={empty} />
      {children}
    </Stack>
  );
}
