import type { AdminFieldView } from '@contract/admin/admin-fields';
import { FIELD_TYPE_NAMES } from '@contract/common/field-values';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { fieldMutations, fieldQueries } from '../api/field-queries';
import { type FieldDialog, FieldDialogs } from '../components/field-dialogs';
import type { FieldsSearch } from '../lib/console-search';
import { FIELD_DOMAINS, shownFieldDomain } from '../lib/section-requests';

/** The ids in order with the one at `index` moved by `step` (−1 up, +1 down). */
const moved = (ids: number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
};

/** A field with its place in the editors' order (the table's first column). */
type FieldRow = AdminFieldView & { order: number };

/** The fields are one list in the editors' order: never more than one page. */
const noPage = () => {};

function Options({ f }: { f: AdminFieldView }) {
  if (f.options.length === 0) return <Text fz="sm">—</Text>;
  const shown = f.options.slice(0, 6);
  return (
    <Group gap={4} title={f.options.join('、')}>
      {shown.map((o) => (
        <Badge key={o} variant="light" color="gray" tt="none" fw={400}>
          {o}
        </Badge>
      ))}
      {f.options.length > shown.length ? <Text fz="xs">等 {f.options.length} 项</Text> : null}
    </Group>
  );
}

/**
 * `/admin/fields` (字段): each domain's custom fields in the order the
 * editors show them, to add, edit, reorder and delete. The server refuses a
 * type or option change the stored values cannot follow, naming the count.
 */
export function FieldsScreen({ search, onChange }: { search: FieldsSearch; onChange: (next: FieldsSearch) => void }) {
  const domain = shownFieldDomain(search);
  const query = useQuery(fieldQueries.list(domain.id));
  const reorder = useMutation(fieldMutations.reorder());
  const [dialog, setDialog] = useState<FieldDialog>(null);
  const fields = query.data ?? [];
  const ids = fields.map((f) => f.id);
  const move = (index: number, step: -1 | 1) => reorder.mutate({ domainId: domain.id, ids: moved(ids, index, step) });
  const rows: FieldRow[] = fields.map((f, i) => ({ ...f, order: i + 1 }));
  const columns: PagedColumn<FieldRow>[] = [
    { key: 'order', title: '顺序', size: 60 },
    {
      key: 'name',
      title: '名称',
      fixed: true,
      render: (f) => (
        <Text fz="sm" fw={500}>
          {f.name}
        </Text>
      ),
    },
    {
      key: 'code',
      title: '编码',
      render: (f) => (
        <Text fz="sm" ff="monospace" c="dimmed">
          {f.code}
        </Text>
      ),
    },
    { key: 'type', title: '类型', size: 70, render: (f) => FIELD_TYPE_NAMES[f.type] },
    { key: 'required', title: '必填', size: 60, render: (f) => (f.required ? '是' : '否') },
    { key: 'options', title: '选项', render: (f) => <Options f={f} /> },
    { key: 'itemCount', title: `填写的${domain.noun}`, size: 100 },
    {
      key: 'actions',
      title: '操作',
      size: 200,
      render: (f) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="上移">
            <ActionIcon
              variant="subtle"
              aria-label={`上移：${f.name}`}
              disabled={f.order === 1 || reorder.isPending}
              onClick={() => move(f.order - 1, -1)}
            >
              ↑
            </ActionIcon>
          </Tooltip>
          <Tooltip label="下移">
            <ActionIcon
              variant="subtle"
              aria-label={`下移：${f.name}`}
              disabled={f.order === fields.length || reorder.isPending}
              onClick={() => move(f.order - 1, 1)}
            >
              ↓
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`编辑：${f.name}`}
            onClick={() => setDialog({ kind: 'edit', field: f, noun: domain.noun })}
          >
            编辑
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`删除：${f.name}`}
            onClick={() => setDialog({ kind: 'delete', field: f, noun: domain.noun })}
          >
            删除
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          字段
        </Title>
        <Button onClick={() => setDialog({ kind: 'create', domainId: domain.id, noun: domain.noun })}>新建字段</Button>
      </Group>
      <Tabs value={String(domain.id)} onChange={(v) => v && onChange({ domainId: Number(v) })}>
        <Tabs.List>
          {FIELD_DOMAINS.map((d) => (
            <Tabs.Tab key={d.id} value={String(d.id)}>
              {d.noun}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Paper withBorder radius="md" p="xs">
        <PagedTable<FieldRow>
          label={`${domain.noun}字段`}
          columns={columns}
          rows={rows}
          total={rows.length}
          page={1}
          size={Math.max(1, rows.length)}
          onPage={noPage}
          rowKey={(f) => String(f.id)}
          rowLabel={(f) => f.name}
          loading={query.isLoading}
          empty={`${domain.noun}还没有自定义字段`}
        />
      </Paper>
      <FieldDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
