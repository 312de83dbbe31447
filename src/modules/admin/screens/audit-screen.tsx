import { CONSOLE_ACTIONS } from '@contract/admin/admin';
import type { auditList } from '@contract/admin/admin-audit';
import type { OutputOf } from '@contract/platform/endpoint';
import { EVENT_ACTION_NAMES, type EventAction } from '@contract/platform/events';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { DateRangeFilter } from '@/shared/knowledge/date-range-filter';
import { ColleaguePicker } from '@/shared/knowledge/people-pickers';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { adminQueries } from '../api/admin-queries';
import type { ConsoleSearch } from '../lib/console-search';
import { auditListInput } from '../lib/section-requests';
import classes from './audit-screen.module.css';

type Entry = OutputOf<typeof auditList>['list'][number];

/** Each changed field as 字段：前 → 后 (empty values shown as “空”). */
function Changes({ entry }: { entry: Entry }) {
  if (entry.changes.length === 0) return <Text fz="sm">—</Text>;
  return (
    <ul className={classes.changes}>
      {entry.changes.map((c) => (
        <li key={c.field}>
          <Text span fz="sm" fw={500}>
            {c.field}：
          </Text>
          <Text span fz="sm" c="dimmed" td={c.before ? 'line-through' : undefined}>
            {c.before || '空'}
          </Text>
          <Text span fz="sm">
            {' → '}
            {c.after || '空'}
          </Text>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: PagedColumn<Entry>[] = [
  { key: 'time', title: '时间', fixed: true, size: 160, render: (e) => formatDateTime(e.time) },
  { key: 'userName', title: '操作人', size: 110 },
  { key: 'actionName', title: '操作', size: 110 },
  { key: 'target', title: '对象', size: 200 },
  { key: 'changes', title: '修改内容（修改前 → 修改后）', size: 380, render: (e) => <Changes entry={e} /> },
  { key: 'ip', title: 'IP 地址', size: 130 },
];

/**
 * `/admin/audit` (操作记录): every change made in the console, newest
 * first, with each field before and after; by day, person and action, paged
 * by the server. Each manager sees the sections he manages.
 */
export function AuditScreen({ search, onChange }: { search: ConsoleSearch; onChange: (next: Partial<ConsoleSearch>) => void }) {
  const input = auditListInput(search);
  const { action } = input;
  const query = useQuery(adminQueries.audit(input));
  const person = useQuery({ ...referenceQueries.user(search.userId ?? 0), enabled: !!search.userId });
  const picked = useMemo(
    () => (search.userId ? [{ id: search.userId, nickname: person.data?.nickname ?? `用户 ${search.userId}` }] : []),
    [search.userId, person.data],
  );
  const set = (next: Partial<ConsoleSearch>) => onChange({ ...next, page: 1 });
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        操作记录
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFilter label="日期" from={search.from} to={search.to} onChange={(from, to) => set({ from, to })} />
        <ColleaguePicker label="操作人" value={picked} onChange={(users) => set({ userId: users.at(-1)?.id })} />
        <Select
          label="操作"
          placeholder="全部操作"
          data={CONSOLE_ACTIONS.map((a) => ({ value: a, label: EVENT_ACTION_NAMES[a as EventAction] }))}
          value={action ?? null}
          onChange={(v) => set({ action: v ?? undefined })}
          clearable
          w={150}
        />
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="admin.audit"
        label="操作记录"
        columns={COLUMNS}
        {...pagedTable(query, input, (next) => onChange({ page: next.page }))}
        rowKey={(e) => String(e.id)}
      />
    </Stack>
  );
}
