import { EXPAND_PAGE_SIZE } from '@contract/graph/graph';
import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { graphAdmin } from '../../api/graph-admin';
import { graphQueries } from '../../api/graph-queries';
import { nodeLabel } from '../../lib/drawing';
import { NodePicker } from '../node-picker';

/**
 * The relation tab: a new relation from a start, a type and an end (picked
 * by suggestions), and the start's relations, each read from its side,
 * with delete.
 */
export function RelationAdmin() {
  const [start, setStart] = useState<number | undefined>();
  const [end, setEnd] = useState<number | undefined>();
  const [relationTypeId, setRelationTypeId] = useState<number | undefined>();
  const types = useQuery(graphQueries.relationTypes());
  const add = useMutation({ ...graphAdmin.saveEdge(), onSuccess: () => setEnd(undefined) });
  const ready = start !== undefined && end !== undefined && relationTypeId !== undefined;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <NodePicker label="起点" value={start} onChange={setStart} />
            <Select
              label="关系"
              placeholder="选择关系类型"
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={relationTypeId === undefined ? null : String(relationTypeId)}
              onChange={(v) => setRelationTypeId(v ? Number(v) : undefined)}
              w={{ base: '100%', sm: 160 }}
            />
            <NodePicker label="终点" value={end} onChange={setEnd} />
            <Button
              disabled={!ready}
              loading={add.isPending}
              onClick={() => ready && add.mutate({ sourceId: start, relationTypeId, targetId: end })}
            >
              添加关系
            </Button>
          </Group>
          {add.isError ? (
            <Alert color="red" variant="light">
              {add.error.message}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {start === undefined ? (
        <Text c="dimmed">选择起点后，这里列出它的全部关系。</Text>
      ) : (
        <NodeRelations nodeId={start} key={start} />
      )}
    </Stack>
  );
}

function NodeRelations({ nodeId }: { nodeId: number }) {
  const [page, setPage] = useState(1);
  const rels = useQuery(graphAdmin.relations(nodeId, page));
  const types = useQuery(graphQueries.relationTypes());
  const [removing, setRemoving] = useState<{ id: number; sentence: string } | null>(null);
  const remove = useMutation({ ...graphAdmin.removeEdge(), onSuccess: () => setRemoving(null) });
  const data = rels.data;
  if (rels.isError) {
    return (
      <Alert color="red" variant="light">
        {rels.error.message}
      </Alert>
    );
  }
  if (!data) return <Text c="dimmed">正在加载…</Text>;
  const typeOf = (id: number) => types.data?.find((t) => t.id === id);
  const self = nodeLabel(data.node);
  // Read from the chosen node's side: its own relations forwards, the others' with the inverse name.
  const rows = data.neighbours.map(({ node, edge }) => {
    const t = typeOf(edge.relationTypeId);
    const other = nodeLabel(node);
    const sentence = edge.sourceId === nodeId ? `${self} ${t?.name ?? ''} ${other}` : `${self} ${t?.inverseName ?? ''} ${other}`;
    return { id: edge.id, sentence };
  });
  const columns: PagedColumn<(typeof rows)[number]>[] = [
    { key: 'sentence', title: '关系' },
    {
      key: 'actions',
      title: '操作',
      size: 100,
      render: (r) => (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`删除关系 ${r.sentence}`}
          onClick={() => setRemoving(r)}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text fw={500}>
        {self} 的关系（共 {data.total.toLocaleString()} 条）
      </Text>
      <PagedTable
        label="节点的关系"
        columns={columns}
        rows={rows}
        total={data.total}
        page={page}
        size={EXPAND_PAGE_SIZE}
        onPage={setPage}
        rowKey={(r) => String(r.id)}
        empty={null}
        loading={rels.isFetching}
      />
      <ConfirmModal
        opened={removing !== null}
        title="删除关系"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      >
        {removing ? `确定删除关系“${removing.sentence}”吗？此操作不能撤销。` : null}
      </ConfirmModal>
    </Stack>
  );
}
