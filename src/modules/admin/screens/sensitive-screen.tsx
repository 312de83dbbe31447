import {
  SENSITIVE_ACTION_NAMES,
  SENSITIVE_ACTIONS,
  SENSITIVE_LIMITS,
  type SensitiveAction,
  type SensitiveWordView,
} from '@contract/bbs/bbs-moderation';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { sensitiveMutations, sensitiveQueries } from '../api/sensitive-queries';
import { SensitiveCheckPanel } from '../components/sensitive-check-panel';
import { ACTION_OPTIONS, AddWordsDialog, DeleteWordDialog } from '../components/sensitive-dialogs';
import { TypedFilter } from '../components/user-filters';
import type { ConsoleSearch } from '../lib/console-search';
import { sensitiveListInput } from '../lib/section-requests';

/** A word's action, changed in place. */
function ActionCell({ word }: { word: SensitiveWordView }) {
  const update = useMutation(sensitiveMutations.update());
  return (
    <Select
      aria-label={`处理方式：${word.word}`}
      data={ACTION_OPTIONS}
      value={word.action}
      onChange={(v) => v && v !== word.action && update.mutate({ id: word.id, action: v as SensitiveAction })}
      allowDeselect={false}
      disabled={update.isPending}
      size="xs"
      w={130}
    />
  );
}

/**
 * `/admin/sensitive` (敏感词, decision 032): the forum's word list, paged by
 * the server, searched by word and filtered by action (both in the URL);
 * words added in bulk, actions changed inline, deletions confirmed, and a
 * 检测 box that shows what the list finds in a pasted text.
 */
export function SensitiveScreen({
  search,
  onChange,
}: {
  search: ConsoleSearch;
  onChange: (next: Partial<ConsoleSearch>) => void;
}) {
  const input = sensitiveListInput(search);
  const { action } = input;
  const query = useQuery(sensitiveQueries.list(input));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SensitiveWordView | null>(null);
  const set = (next: Partial<ConsoleSearch>) => onChange({ ...next, page: 1 });
  const columns: PagedColumn<SensitiveWordView>[] = [
    { key: 'word', title: '词语', fixed: true, size: 180 },
    { key: 'normalised', title: '匹配形式', size: 160 },
    { key: 'action', title: '处理方式', size: 150, render: (w) => <ActionCell word={w} /> },
    { key: 'createdBy', title: '添加人', size: 110 },
    { key: 'createdAt', title: '添加时间', size: 160, render: (w) => formatDateTime(w.createdAt) },
    { key: 'updatedAt', title: '修改时间', size: 160, render: (w) => formatDateTime(w.updatedAt) },
    {
      key: 'id',
      title: '操作',
      size: 90,
      render: (w) => (
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDeleting(w)} aria-label={`删除：${w.word}`}>
          删除
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={24}>
            敏感词
          </Title>
          <Text fz="sm" c="dimmed">
            论坛的标题、正文、评论和回答在保存时逐一检查；全角半角、繁简体、大小写以及夹在字间的空格和符号都不影响命中。
            {query.data ? ` 共 ${query.data.count} 个，上限 ${SENSITIVE_LIMITS.total} 个。` : ''}
          </Text>
        </div>
        <Button onClick={() => setAdding(true)}>添加敏感词</Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TypedFilter
          label="词语"
          placeholder="搜索词语"
          value={search.keyword}
          maxLength={50}
          onCommit={(keyword) => set({ keyword })}
        />
        <Select
          label="处理方式"
          placeholder="全部处理方式"
          data={SENSITIVE_ACTIONS.map((a) => ({ value: a, label: SENSITIVE_ACTION_NAMES[a] }))}
          value={action ?? null}
          onChange={(v) => set({ action: v ?? undefined })}
          clearable
          w={160}
        />
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="admin.sensitive"
        label="敏感词"
        columns={columns}
        {...pagedTable(query, input, (next) => onChange({ page: next.page }))}
        rowKey={(w) => String(w.id)}
      />
      <SensitiveCheckPanel />
      <AddWordsDialog opened={adding} onClose={() => setAdding(false)} />
      <DeleteWordDialog word={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
