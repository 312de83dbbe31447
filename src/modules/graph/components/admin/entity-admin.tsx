import { type entityList, GRAPH_PAGE_SIZE } from '@contract/graph/graph';
import type { OutputOf } from '@contract/platform/endpoint';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { graphAdmin } from '../../api/graph-admin';
import { graphQueries } from '../../api/graph-queries';
import { nodeLabel } from '../../lib/drawing';
import { EntityEditor } from './entity-editor';

type Entity = OutputOf<typeof entityList>['list'][number];

interface Target {
  id: number;
  name: string;
  titleMarks: boolean;
  degree: number;
}

/** The entity tab: find entities by name or class, create, edit and delete them. */
export function EntityAdmin() {
  const [keyword, setKeyword] = useState('');
  const [ontologyId, setOntologyId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(keyword.trim().slice(0, 100), 250);
  const classes = useQuery(graphQueries.classes());
  const list = useQuery(graphAdmin.entities({ keyword: debounced || undefined, ontologyId, page, size: GRAPH_PAGE_SIZE }));
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [removing, setRemoving] = useState<Target | null>(null);
  const remove = useMutation({ ...graphAdmin.removeNode(), onSuccess: () => setRemoving(null) });
  const total = list.data?.total ?? 0;
  const columns: PagedColumn<Entity>[] = [
    { key: 'name', title: '名称', render: nodeLabel },
    { key: 'className', title: '类别', size: 100 },
    {
      key: 'aliases',
      title: '别名',
      render: (n) => (
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {n.aliases.join('、') || '—'}
        </Text>
      ),
    },
    { key: 'degree', title: '关系数', size: 80 },
    {
      key: 'actions',
      title: '操作',
      size: 130,
      render: (n) => (
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing({ id: n.id })}>
            编辑
          </Button>
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setRemoving(n)}>
            删除
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="搜索实体"
          placeholder="名称、别名或拼音"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="本体类别"
          placeholder="全部类别"
          clearable
          data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={ontologyId === undefined ? null : String(ontologyId)}
          onChange={(v) => {
            setOntologyId(v ? Number(v) : undefined);
            setPage(1);
          }}
          w={{ base: '100%', sm: 180 }}
        />
        <Button ml="auto" onClick={() => setEditing({})}>
          新建实体
        </Button>
      </Group>
      <PagedTable
        label="实体列表"
        columns={columns}
        rows={list.data?.list ?? []}
        total={total}
        page={page}
        size={GRAPH_PAGE_SIZE}
        onPage={setPage}
        rowKey={(n) => String(n.id)}
        empty={list.data ? '没有符合条件的实体' : undefined}
        loading={list.isFetching}
      />
      <Text c="dimmed" fz="sm">
        共 {total.toLocaleString()} 个实体
      </Text>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? '编辑实体' : '新建实体'}
        size="lg"
        closeButtonProps={{ 'aria-label': '关闭' }}
      >
        {editing ? <EntityEditor id={editing.id} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title="删除实体"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `确定删除实体“${nodeLabel(removing)}”吗？${removing.degree > 0 ? `它的 ${removing.degree} 条关系将一并删除。` : '它没有关系。'}此操作不能撤销。`
          : null}
      </ConfirmModal>
    </Stack>
  );
}
