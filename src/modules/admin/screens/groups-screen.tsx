import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryError } from '@/shared/ui/query-error';
import { adminQueries } from '../api/admin-queries';
import { type GroupDialog, GroupDialogs } from '../components/group-dialogs';
import { type AdminGroupNode, adminGroupTree } from '../lib/group-admin-tree';
import classes from './groups-screen.module.css';

/**
 * `/admin/groups` (组织): the organisation tree with member counts (its own
 * and with every group below), to add, rename, move and delete groups. The
 * server refuses a move under the group itself and a delete of a group in use.
 */
export function GroupsScreen() {
  const query = useQuery(adminQueries.groups());
  const tree = useMemo(() => adminGroupTree(query.data ?? []), [query.data]);
  const [dialog, setDialog] = useState<GroupDialog>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const row = (n: AdminGroupNode, depth: number) => (
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
        <Badge variant="light" color="gray" title="本组织成员 / 含下级组织成员">
          {n.userCount} 人{n.children.length ? ` / 共 ${n.totalCount} 人` : ''}
        </Badge>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`操作：${n.name}`} className={classes.menu}>
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setDialog({ kind: 'add', parent: n })}>添加下级组织</Menu.Item>
            <Menu.Item onClick={() => setDialog({ kind: 'rename', group: n })}>重命名</Menu.Item>
            <Menu.Item onClick={() => setDialog({ kind: 'move', group: n })}>移动到…</Menu.Item>
            <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', group: n })}>
              删除
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      {n.children.length && !collapsed.has(n.id) ? (
        <ul className={classes.list}>{n.children.map((c) => row(c, depth + 1))}</ul>
      ) : null}
    </li>
  );

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
          <ul className={classes.list} aria-label="组织树">
            {tree.map((n) => row(n, 0))}
          </ul>
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
