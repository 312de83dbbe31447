import type { roleMembers } from '@contract/admin/admin';
import type { OutputOf } from '@contract/platform/endpoint';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { hashLink } from '@/shared/lib/links';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { roleQueries } from '../api/role-queries';
import { CONSOLE_PAGE_SIZE, type ConsoleSearch } from '../lib/console-search';

type Member = OutputOf<typeof roleMembers>['list'][number];

const COLUMNS: PagedColumn<Member>[] = [
  { key: 'username', title: '用户名', fixed: true, size: 140 },
  { key: 'nickname', title: '姓名', size: 120 },
  { key: 'groupName', title: '组织', size: 180 },
  { key: 'disabled', title: '状态', size: 90, render: (m) => (m.disabled ? '已停用' : '正常') },
];

/** Who holds a role, a page at a time; user managers go on to the user table filtered by the role. */
export function RoleMembers({
  roleId,
  search,
  onChange,
}: {
  roleId: number;
  search: ConsoleSearch;
  onChange: (next: Partial<ConsoleSearch>) => void;
}) {
  const input = { page: search.page, size: CONSOLE_PAGE_SIZE, keyword: search.keyword };
  const query = useQuery(roleQueries.members(roleId, input));
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const canManageUsers = usePermissions().includes('ROLE_ADMIN_USER_MANAGE');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ keyword: keyword.trim() || undefined, page: 1 });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label="查找成员"
              placeholder="用户名或姓名"
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              maxLength={50}
              w={220}
            />
            <Button type="submit" variant="default">
              查询
            </Button>
          </Group>
        </form>
        {canManageUsers ? (
          <Button component="a" href={hashLink(`/admin/users?roleId=${roleId}`)} variant="subtle">
            在用户管理中查看
          </Button>
        ) : null}
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.total === 0 && !search.keyword ? (
        <Text c="dimmed" fz="sm">
          还没有用户持有该角色。在用户管理中编辑用户即可授予角色。
        </Text>
      ) : (
        <PagedTable
          memoryKey="admin.roleMembers"
          label="角色成员"
          columns={COLUMNS}
          {...pagedTable(query, input, (next) => onChange({ page: next.page }))}
          rowKey={(m) => String(m.id)}
        />
      )}
    </Stack>
  );
}
