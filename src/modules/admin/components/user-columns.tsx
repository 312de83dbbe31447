import type { userList } from '@contract/admin/admin';
import { USER_STATE_NAMES, USER_TYPE_NAMES } from '@contract/admin/admin';
import type { OutputOf } from '@contract/platform/endpoint';
import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import type { PagedColumn } from '@/shared/table/paged-table';

export type AdminUser = OutputOf<typeof userList>['list'][number];

/** What a row's menu can ask for. */
export type UserAction = 'edit' | 'disable' | 'enable' | 'resetPassword' | 'unlock' | 'endSessions';

/** The state as text in the body colour (readable at WCAG AA on any row), marked by a coloured dot. */
function StateLabel({ user }: { user: AdminUser }) {
  const [name, colour] = user.disabled
    ? [USER_STATE_NAMES.disabled, 'var(--mantine-color-gray-5)']
    : user.locked
      ? [USER_STATE_NAMES.locked, 'var(--mantine-color-orange-6)']
      : [USER_STATE_NAMES.enabled, 'var(--mantine-color-green-6)'];
  return (
    <Group gap={6} wrap="nowrap">
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: colour, flexShrink: 0 }} />
      <Text fz="sm" span>
        {name}
      </Text>
      {user.mustChangePassword ? (
        <Badge variant="outline" size="sm" title="管理员设置的密码，用户登录后须修改">
          待改密码
        </Badge>
      ) : null}
    </Group>
  );
}

function RowMenu({ user, self, onAction }: { user: AdminUser; self: boolean; onAction: (a: UserAction, u: AdminUser) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`操作：${user.nickname}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('edit', user)}>编辑</Menu.Item>
        {!self ? <Menu.Item onClick={() => onAction('resetPassword', user)}>重置密码</Menu.Item> : null}
        {user.locked ? <Menu.Item onClick={() => onAction('unlock', user)}>解除登录限制</Menu.Item> : null}
        <Menu.Item onClick={() => onAction('endSessions', user)}>结束全部会话</Menu.Item>
        {user.disabled ? (
          <Menu.Item onClick={() => onAction('enable', user)}>启用</Menu.Item>
        ) : !self ? (
          <Menu.Item color="red" onClick={() => onAction('disable', user)}>
            停用
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The user table's columns; the sortable ones are sorted by the server (USER_SORTS). */
export function userColumns(
  selfId: number,
  roleNames: ReadonlyMap<number, string>,
  onAction: (a: UserAction, u: AdminUser) => void,
): PagedColumn<AdminUser>[] {
  return [
    { key: 'username', title: '用户名', sortable: true, fixed: true, size: 110 },
    {
      key: 'nickname',
      title: '昵称',
      sortable: true,
      size: 110,
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" span>
            {u.nickname}
          </Text>
          {u.isAdmin ? (
            <Badge size="xs" variant="light">
              管理员
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'type', title: '类型', sortable: true, size: 100, render: (u) => USER_TYPE_NAMES[u.type] ?? u.type },
    // Mobile and e-mail in one column, one under the other: the table fits a laptop's width.
    {
      key: 'mobile',
      title: '手机号 / 邮箱',
      size: 160,
      render: (u) =>
        u.mobile || u.email ? (
          <Text fz="sm" span style={{ whiteSpace: 'pre-line' }}>
            {[u.mobile, u.email].filter(Boolean).join('\n')}
          </Text>
        ) : (
          '—'
        ),
    },
    { key: 'groupName', title: '组织', size: 110 },
    {
      key: 'roleIds',
      title: '角色',
      size: 110,
      render: (u) =>
        u.roleIds
          .map((id) => roleNames.get(id))
          .filter(Boolean)
          .join('、') || '—',
    },
    { key: 'state', title: '状态', size: 130, render: (u) => <StateLabel user={u} /> },
    { key: 'createdAt', title: '创建时间', sortable: true, size: 150, render: (u) => formatDateTime(u.createdAt) },
    {
      key: 'actions',
      title: '操作',
      fixed: true,
      size: 56,
      render: (u) => <RowMenu user={u} self={u.id === selfId} onAction={onAction} />,
    },
  ];
}
