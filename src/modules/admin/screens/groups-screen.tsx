import { Badge, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminTreeScreen } from '@/shared/ui/admin-tree-screen';
import { adminQueries } from '../api/admin-queries';
import { type GroupDialog, GroupDialogs } from '../components/group-dialogs';
import { adminGroupTree } from '../lib/group-admin-tree';

/**
 * `/admin/groups` (组织): the organisation tree with member counts (its own
 * and with every group below), to add, rename, move and delete groups. The
 * server refuses a move under the group itself and a delete of a group in use.
 */
export function GroupsScreen() {
  const query = useQuery(adminQueries.groups());
  const tree = useMemo(() => adminGroupTree(query.data ?? []), [query.data]);
  const [dialog, setDialog] = useState<GroupDialog>(null);
  return (
    <AdminTreeScreen
      title="组织"
      addLabel="添加顶级组织"
      onAdd={() => setDialog({ kind: 'add', parent: null })}
      query={query}
      empty="还没有组织，请先添加顶级组织"
      nodes={tree}
      label="组织树"
      badge={(n) => (
        <Badge variant="light" color="gray" title="本组织成员 / 含下级组织成员">
          {n.userCount} 人{n.children.length ? ` / 共 ${n.totalCount} 人` : ''}
        </Badge>
      )}
      actions={(n) => (
        <>
          <Menu.Item onClick={() => setDialog({ kind: 'add', parent: n })}>添加下级组织</Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'rename', group: n })}>重命名</Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'move', group: n })}>移动到…</Menu.Item>
          <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', group: n })}>
            删除
          </Menu.Item>
        </>
      )}
    >
      <GroupDialogs dialog={dialog} tree={tree} onClose={() => setDialog(null)} />
    </AdminTreeScreen>
  );
}
