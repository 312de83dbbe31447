import { MY_ITEM_STATE_NAMES, type MyItem, type MyItemState } from '@contract/account/account-centre';
import { domainById } from '@contract/platform/domains';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { itemHref } from '@/shared/knowledge/item-link';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { formatDateTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { centreMutations, centreQueries } from '../api/centre-queries';
import { CentreList } from '../components/centre-list';
import { DomainFilter } from '../components/domain-filter';
import type { MyItemsSearch } from '../lib/centre-search';
import { continueHref, nounOf } from '../lib/item-links';

const PUBLISH_STATES: MyItemState[] = ['published', 'pending', 'rejected', 'withdrawn'];

const STATE_COLOURS: Record<MyItemState, string> = {
  published: 'teal',
  pending: 'orange',
  rejected: 'red',
  withdrawn: 'gray',
  draft: 'gray',
};

interface MyItemsScreenProps {
  kind: 'publish' | 'draft';
  search: MyItemsSearch;
  onSearch: (next: MyItemsSearch) => void;
}

/** `/account/publish` and `/account/draft`: what I sent out, with its state, and what I am still writing. */
export function MyItemsScreen({ kind, search, onSearch }: MyItemsScreenProps) {
  const query = useQuery(centreQueries.items({ kind, ...search }));
  const [removing, setRemoving] = useState<MyItem | null>(null);
  const remove = useMutation(centreMutations.removeItem());
  const set = (patch: Partial<MyItemsSearch>) => onSearch({ ...search, page: 1, ...patch });
  const filtered = search.state !== undefined || search.domainId !== undefined || search.keyword !== undefined;

  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {kind === 'publish' ? '我的发布' : '我的草稿'}
      </Title>
      <Group gap="sm" wrap="wrap">
        {kind === 'publish' ? (
          <SegmentedControl
            aria-label="状态"
            value={search.state ?? ''}
            onChange={(v) => set({ state: (v || undefined) as MyItemState | undefined })}
            data={[{ value: '', label: '全部' }, ...PUBLISH_STATES.map((s) => ({ value: s, label: MY_ITEM_STATE_NAMES[s] }))]}
          />
        ) : null}
        <DomainFilter value={search.domainId} onChange={(domainId) => set({ domainId })} />
        <KeywordSearch
          value={search.keyword}
          onSearch={(keyword) => set({ keyword })}
          placeholder="搜索标题"
          w={240}
          maw="100%"
        />
      </Group>
      <CentreList
        query={query}
        empty={filtered ? '没有符合条件的内容' : kind === 'publish' ? '还没有发布过知识' : '没有未完成的草稿'}
        page={search.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(page) => onSearch({ ...search, page })}
      >
        {(data) => (
          <Stack gap="sm" aria-label={kind === 'publish' ? '我的发布列表' : '我的草稿列表'} role="list">
            {data.list.map((item) => (
              <ItemRow key={item.id} item={item} kind={kind} onRemove={() => setRemoving(item)} />
            ))}
          </Stack>
        )}
      </CentreList>
      <ConfirmModal
        opened={removing !== null}
        title="删除草稿"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: () => setRemoving(null) });
        }}
      >
        {removing ? `「${removing.title}」将移入${nounOf(removing.domainId)}回收站，可在回收站恢复。` : ''}
      </ConfirmModal>
    </Stack>
  );
}

function ItemRow({ item, kind, onRemove }: { item: MyItem; kind: 'publish' | 'draft'; onRemove: () => void }) {
  const domain = domainById(item.domainId);
  const withdrawn = item.state === 'withdrawn';
  return (
    <Card withBorder radius="md" p="md" role="listitem">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={domain?.tone === 'primary' ? undefined : domain?.tone}>
              {domain?.noun ?? '知识'}
            </Badge>
            <Badge variant="light" color={STATE_COLOURS[item.state]}>
              {MY_ITEM_STATE_NAMES[item.state]}
            </Badge>
            {withdrawn ? (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
            ) : (
              <Anchor
                fw={600}
                c="inherit"
                href={kind === 'draft' ? continueHref(item) : itemHref(item, item.hasPublished ? undefined : item.version)}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Anchor>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {kind === 'draft' ? '最后编辑' : withdrawn ? '撤下于' : '更新于'} {formatDateTime(item.updatedAt)}
            {item.publishedAt && kind === 'publish' ? ` · 发布于 ${formatDateTime(item.publishedAt)}` : ''}
            {kind === 'publish' && item.hasPublished ? ` · 阅读 ${item.views} · 点赞 ${item.likeCount}` : ''}
          </Text>
          {item.state === 'rejected' ? (
            <Text fz="sm" c="red.9">
              驳回理由：{item.decisionComment?.trim() || '审核人未填写理由'}
              {item.decidedAt ? `（${formatDateTime(item.decidedAt)}）` : ''}
            </Text>
          ) : null}
          {kind === 'publish' && item.hasPublished && (item.state === 'pending' || item.state === 'rejected') ? (
            <Text fz="sm" c="dimmed">
              已发布版本仍对读者可见，{item.state === 'pending' ? '新的修改正在审核' : '新的修改被驳回'}
            </Text>
          ) : null}
          {kind === 'draft' && item.hasPublished ? (
            <Text fz="sm" c="dimmed">
              已发布版本仍对读者可见，这是新的修改稿
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {kind === 'draft' ? (
            <>
              <Button component="a" href={continueHref(item)} size="xs" variant="light">
                继续编辑
              </Button>
              {/* Deleting would take the published version down too: such a draft is finished or left. */}
              {item.hasPublished ? null : (
                <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
                  删除
                </Button>
              )}
            </>
          ) : withdrawn && domain ? (
            <Button component="a" href={hashLink(`/${domain.key}/recycle`)} size="xs" variant="subtle">
              去回收站
            </Button>
          ) : item.state === 'rejected' ? (
            <Button component="a" href={continueHref(item)} size="xs" variant="light">
              修改后重新提交
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}
