import { GRAPH_PAGE_SIZE } from '@contract/graph';
import { Button, Group, Modal, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { graphAdmin } from '../../api/graph-admin';
import { graphQueries } from '../../api/graph-queries';
import { nodeLabel } from '../../lib/drawing';
import { EntityEditor } from './entity-editor';

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
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder aria-label="实体列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>名称</Table.Th>
              <Table.Th w={100}>类别</Table.Th>
              <Table.Th visibleFrom="sm">别名</Table.Th>
              <Table.Th w={80} visibleFrom="sm">
                关系数
              </Table.Th>
              <Table.Th w={130}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.list ?? []).map((n) => (
              <Table.Tr key={n.id}>
                <Table.Td>{nodeLabel(n)}</Table.Td>
                <Table.Td>{n.className}</Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text fz="sm" c="dimmed" lineClamp={1}>
                    {n.aliases.join('、') || '—'}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{n.degree}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button variant="subtle" size="compact-sm" onClick={() => setEditing({ id: n.id })}>
                      编辑
                    </Button>
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => setRemoving(n)}>
                      删除
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && total === 0 ? (
        <Text c="dimmed" ta="center">
          没有符合条件的实体
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          共 {total.toLocaleString()} 个实体
        </Text>
        <Pagination total={Math.ceil(total / GRAPH_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
      </Group>

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
