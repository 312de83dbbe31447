import { domainById } from '@contract/platform/domains';
import { Badge, Button, Group, Menu, Stack, Tabs, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminTreePanel } from '@/shared/ui/admin-tree';
import { QueryError } from '@/shared/ui/query-error';
import { labelMutations, labelQueries } from '../api/label-queries';
import { type LabelDialog, LabelDialogs } from '../components/label-dialogs';
import type { LabelsSearch } from '../lib/console-search';
import { type AdminLabelNode, adminLabelTree } from '../lib/label-admin-tree';

/**
 * `/admin/labels` (标签): the six label categories of SPEC §7 as tabs, each
 * with its labels as a tree and the items carrying each label, to add,
 * rename, reorder, move, merge and delete labels. The categories themselves
 * are fixed; the server refuses what would break the tree or the items.
 */
export function LabelsScreen({ search, onChange }: { search: LabelsSearch; onChange: (next: LabelsSearch) => void }) {
  const query = useQuery(labelQueries.tree());
  const categories = query.data ?? [];
  const category = categories.find((c) => c.id === search.category) ?? categories[0];
  const tree = useMemo(() => (category ? adminLabelTree(category.id, category.labels) : []), [category]);
  const [dialog, setDialog] = useState<LabelDialog>(null);
  const reorder = useMutation(labelMutations.reorder());

  const actions = (n: AdminLabelNode) => (
    <>
      <Menu.Item onClick={() => setDialog({ kind: 'add', parent: n })}>添加下级标签</Menu.Item>
      <Menu.Item onClick={() => setDialog({ kind: 'rename', label: n })}>重命名</Menu.Item>
      <Menu.Item disabled={n.first || reorder.isPending} onClick={() => reorder.mutate({ id: n.id, direction: 'up' })}>
        上移
      </Menu.Item>
      <Menu.Item disabled={n.last || reorder.isPending} onClick={() => reorder.mutate({ id: n.id, direction: 'down' })}>
        下移
      </Menu.Item>
      <Menu.Item onClick={() => setDialog({ kind: 'move', label: n })}>移动到…</Menu.Item>
      <Menu.Item onClick={() => setDialog({ kind: 'merge', label: n })}>合并到…</Menu.Item>
      <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', label: n })}>
        删除
      </Menu.Item>
    </>
  );

  const badge = (n: AdminLabelNode) => (
    <>
      {n.domainId !== null ? (
        <Badge variant="light" title="适用知识域">
          {domainById(n.domainId)?.menuName ?? `知识域 ${n.domainId}`}
        </Badge>
      ) : null}
      <Badge variant="light" color="gray" title="使用该标签的知识（不含下级标签）">
        {n.itemCount} 条
      </Badge>
    </>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={24}>
          标签
        </Title>
        {category ? (
          <Button onClick={() => setDialog({ kind: 'add', parent: null })}>在“{category.name}”下添加标签</Button>
        ) : null}
      </Group>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Tabs
        value={category ? String(category.id) : null}
        onChange={(v) => onChange({ category: v ? Number(v) : undefined })}
        keepMounted={false}
      >
        <Tabs.List aria-label="标签分类">
          {categories.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)}>
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <AdminTreePanel
        nodes={tree}
        label={`${category?.name ?? ''}标签树`}
        badge={badge}
        actions={actions}
        loading={query.isLoading}
        empty="该分类下还没有标签，请先添加"
      />
      {category ? <LabelDialogs dialog={dialog} category={category} tree={tree} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
