import { Badge, Menu, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminTreeScreen } from '@/shared/ui/admin-tree-screen';
import { plateMutations, plateQueries } from '../api/plate-queries';
import { type PlateDialog, PlateDialogs } from '../components/plate-dialogs';
import { moderatorNames } from '../components/plate-list';
import { canHaveChild, type PlateNode, plateTree } from '../lib/plate-tree';

/** The places a plate sits among its siblings: where 上移 and 下移 stop. */
function siblingsOf(tree: PlateNode[], plate: PlateNode): PlateNode[] {
  if (plate.parentId === null) return tree;
  const find = (nodes: PlateNode[]): PlateNode[] | undefined => {
    for (const n of nodes) {
      if (n.id === plate.parentId) return n.children;
      const below = find(n.children);
      if (below) return below;
    }
    return undefined;
  };
  return find(tree) ?? tree;
}

/**
 * `/bbs/admin/plate` (版块管理, decision 033): the forum's plate tree (at most
 * three levels) with its moderators and followers, to add, edit, reorder and
 * delete plates. The server refuses a name its siblings have, a parent too
 * deep and the delete of a plate with sub-plates; the dialogs show why.
 */
export function PlateAdminScreen() {
  const query = useQuery(plateQueries.tree());
  const tree = useMemo(() => plateTree(query.data ?? []), [query.data]);
  const [dialog, setDialog] = useState<PlateDialog>(null);
  const move = useMutation(plateMutations.move());
  return (
    <AdminTreeScreen
      title="版块管理"
      addLabel="添加顶级版块"
      onAdd={() => setDialog({ kind: 'add', parent: null })}
      query={query}
      empty="还没有版块，请先添加顶级版块"
      nodes={tree}
      label="版块树"
      badge={(n) => (
        <>
          <Text fz="xs" c="dimmed" visibleFrom="sm" lineClamp={1} maw={260}>
            {moderatorNames(n)}
          </Text>
          <Badge variant="light" color="gray">
            {n.followerCount} 人关注
          </Badge>
        </>
      )}
      actions={(n) => {
        const siblings = siblingsOf(tree, n);
        const at = siblings.indexOf(n);
        return (
          <>
            <Menu.Item disabled={!canHaveChild(n)} onClick={() => setDialog({ kind: 'add', parent: n })}>
              添加下级版块
            </Menu.Item>
            <Menu.Item onClick={() => setDialog({ kind: 'edit', plate: n })}>编辑</Menu.Item>
            <Menu.Item disabled={at <= 0 || move.isPending} onClick={() => move.mutate({ id: n.id, direction: 'up' })}>
              上移
            </Menu.Item>
            <Menu.Item
              disabled={at === siblings.length - 1 || move.isPending}
              onClick={() => move.mutate({ id: n.id, direction: 'down' })}
            >
              下移
            </Menu.Item>
            <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', plate: n })}>
              删除
            </Menu.Item>
          </>
        );
      }}
    >
      <PlateDialogs dialog={dialog} tree={tree} onClose={() => setDialog(null)} />
    </AdminTreeScreen>
  );
}
