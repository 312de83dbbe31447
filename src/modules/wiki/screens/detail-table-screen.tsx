import { type KnowledgeDetail, STATUS_NAMES, VISIBILITY_NAMES } from '@contract/knowledge/knowledge';
import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { formatDateTime } from '@/shared/lib/datetime';
import { usePageTitle } from '@/shared/lib/page-title';
import { detailQueries } from '../api/detail-queries';

interface Row {
  /** Unique per row: a custom field's name may repeat a built-in label. */
  key: string;
  label: string;
  value: ReactNode;
}

const dash = (v: string | null | undefined) => (v ? v : '—');

function labelRows(detail: KnowledgeDetail, categories: { rootParentId: number; name: string }[] | undefined): Row[] {
  const byRoot = new Map<number, string[]>();
  for (const l of detail.labels) byRoot.set(l.rootParentId, [...(byRoot.get(l.rootParentId) ?? []), l.name]);
  if (byRoot.size === 0) return [{ key: 'labels', label: '标签', value: '—' }];
  return [...byRoot].map(([root, names]) => ({
    key: `labels-${root}`,
    label: `标签 · ${categories?.find((c) => c.rootParentId === root)?.name ?? '其他'}`,
    value: (
      <Group gap={6}>
        {names.map((n) => (
          <Badge key={n} variant="light" radius="sm" tt="none" fw={500}>
            {n}
          </Badge>
        ))}
      </Group>
    ),
  }));
}

function visibilityText(v: KnowledgeDetail['visibility']): string {
  if (v.scope === 'groups') return `${VISIBILITY_NAMES.groups}：${v.groups.map((g) => g.name).join('、')}`;
  if (v.scope === 'users') return `${VISIBILITY_NAMES.users}：${v.users.map((u) => u.nickname).join('、')}`;
  return VISIBILITY_NAMES.all;
}

function rowsOf(d: KnowledgeDetail, categories: { rootParentId: number; name: string }[] | undefined): Row[] {
  return [
    { key: 'title', label: '标题', value: d.title },
    { key: 'summary', label: '摘要', value: dash(d.summary) },
    ...labelRows(d, categories),
    { key: 'group', label: '所属组织', value: dash(d.group?.name) },
    { key: 'author', label: '作者', value: d.author.nickname },
    { key: 'created', label: '创建时间', value: formatDateTime(d.createdAt) },
    { key: 'published', label: '发布时间', value: dash(formatDateTime(d.publishedAt)) },
    { key: 'updated', label: '更新时间', value: formatDateTime(d.updatedAt) },
    { key: 'version', label: '当前版本', value: `第${d.version}版（最新第${d.latestVersion}版）` },
    { key: 'status', label: '状态', value: STATUS_NAMES[d.versionStatus] },
    { key: 'visibility', label: '可见范围', value: visibilityText(d.visibility) },
    ...d.fields.map((f) => ({ key: `field-${f.fieldId}`, label: f.name, value: dash(f.display) })),
    { key: 'views', label: '阅读次数', value: d.views },
    { key: 'likes', label: '点赞数', value: d.likeCount },
    { key: 'comments', label: '评论数', value: d.commentCount },
    { key: 'favourites', label: '收藏数', value: d.favouriteCount },
  ];
}

function DetailTable({ detail }: { detail: KnowledgeDetail }) {
  usePageTitle(detail.title);
  const categories = useQuery(detailQueries.categories());
  const back = { id: detail.id, version: detail.version === detail.publishedVersion ? undefined : detail.version };
  return (
    <Card withBorder radius="md" p="xl" maw={960} mx="auto">
      <Group justify="space-between" mb="lg">
        <div>
          <Title order={1} fz={22}>
            {detail.title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            词条信息表
          </Text>
        </div>
        <Button
          renderRoot={(props) => <Link {...props} to="/detail" search={back} />}
          variant="default"
          leftSection={<DetailIcon name="back" size={16} />}
        >
          返回词条
        </Button>
      </Group>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" horizontalSpacing="md" aria-label="词条信息">
        <Table.Tbody>
          {rowsOf(detail, categories.data).map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row" w={{ base: 96, sm: 180 }} bg="var(--mantine-color-gray-0)" fw={500}>
                {r.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** `/detail/table`: the entry's structured fields as a two-column table. */
export function DetailTableScreen({ id, version, onBack }: { id: number; version?: number; onBack: () => void }) {
  return (
    <ItemGate id={id} query={detailQueries.detail({ id, version })} noun="词条" onBack={onBack}>
      {(detail) => <DetailTable detail={detail} />}
    </ItemGate>
  );
}
