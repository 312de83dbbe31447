import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { toastSuccess } from '@/shared/lib/toast';
import { PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { adminMutations, adminQueries, exportUsers } from '../api/admin-queries';
import { ImportUsersModal } from '../components/import-users-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { type AdminUser, type UserAction, userColumns } from '../components/user-columns';
import { UserFilters } from '../components/user-filters';
import { UserFormDrawer } from '../components/user-form-drawer';
import type { ConsoleSearch } from '../lib/console-search';
import { userListRequest } from '../lib/section-requests';

interface UsersScreenProps {
  search: ConsoleSearch;
  onChange: (next: Partial<ConsoleSearch>) => void;
}

type Confirm = { kind: 'disable' | 'endSessions'; user: AdminUser } | null;

/**
 * `/admin/users` (用户): the users page by page as the server filters, sorts
 * and pages them (all of it in the URL), and what a user manager does to
 * one: edit, reset the password, forgive failed sign-ins, end sessions,
 * disable or enable; many at once by import and export.
 */
export function UsersScreen({ search, onChange }: UsersScreenProps) {
  const { filters, order, input } = userListRequest(search);
  const query = useQuery(adminQueries.users(input));
  const roles = useQuery(adminQueries.roles());
  const self = useRouteContext({ strict: false }) as { session?: { user: { id: number } } };
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const setDisabled = useMutation({ ...adminMutations.setDisabled(), onSuccess: () => setConfirm(null) });
  const unlock = useMutation(adminMutations.unlock());
  const endSessions = useMutation({
    ...adminMutations.endSessions(),
    onSuccess: (r) => {
      setConfirm(null);
      toastSuccess(r.endedSessions ? `已结束 ${r.endedSessions} 个会话` : '该用户当前没有在线会话');
    },
  });

  const columns = useMemo(() => {
    const names = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
    const act = (a: UserAction, u: AdminUser) => {
      if (a === 'edit') setEditing(u);
      else if (a === 'resetPassword') setResetting(u);
      else if (a === 'unlock') unlock.mutate(u.id);
      else if (a === 'enable') setDisabled.mutate({ id: u.id, disabled: false });
      else setConfirm({ kind: a, user: u });
    };
    return userColumns(self.session?.user.id ?? 0, names, act);
  }, [roles.data, self.session?.user.id, unlock.mutate, setDisabled.mutate]);

  const runExport = async () => {
    setExporting(true);
    try {
      await exportUsers({ ...filters, ...order });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} fz={24}>
          用户
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setImporting(true)}>
            导入
          </Button>
          <Button variant="default" loading={exporting} onClick={() => void runExport()}>
            导出
          </Button>
          <Button onClick={() => setEditing('new')}>新建用户</Button>
        </Group>
      </Group>
      <UserFilters search={search} onChange={onChange} />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="admin.users"
        label="用户列表"
        columns={columns}
        {...pagedTable(query, input, (next) => onChange(next as Partial<ConsoleSearch>))}
        rowKey={(u) => String(u.id)}
      />
      <UserFormDrawer user={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportUsersModal opened={importing} onClose={() => setImporting(false)} />
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.kind === 'disable' ? '停用用户' : '结束全部会话'}
        confirmLabel={confirm?.kind === 'disable' ? '停用' : '结束会话'}
        danger
        loading={setDisabled.isPending || endSessions.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'disable') setDisabled.mutate({ id: confirm.user.id, disabled: true });
          else endSessions.mutate(confirm.user.id);
        }}
      >
        {confirm?.kind === 'disable'
          ? `停用后，${confirm.user.nickname}（${confirm.user.username}）不能再登录，已登录的设备在下一次操作时退出。可以随时重新启用。`
          : `${confirm?.user.nickname ?? ''} 在所有设备上的登录都将退出，需重新登录。`}
      </ConfirmModal>
    </Stack>
  );
}
