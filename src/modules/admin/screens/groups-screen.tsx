import { Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminTree } from '@/shared/ui/admin-tree';
import { QueryError } from '@/shared/ui/query-error';
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
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          组织
        </Title>
        <Button onClick={() => setDialog({ kind: 'add', parent: null })}>添加顶级组织</Button>
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Paper withBorder radius="md" p="sm">
        {tree.length ? (
          <AdminTree
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
          />
        ) : (
          <Text c="dimmed" ta="center" py="md" fz="sm">
            {query.isLoading ? '加载中…' : '还没有组织，请先添加顶级组织'}
          </Text>
        )}
      </Paper>
      <GroupDialogs dialog={dialog} tree={tree} onClose={() => setDialog(null)} />
    </Stack>
  );
}
