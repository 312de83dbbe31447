import type { CentreFavourite } from '@contract/account/account-centre';
import { domainById } from '@contract/platform/domains';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import { Anchor, Badge, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { itemHref } from '@/shared/knowledge/item-link';
import { formatDate } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { centreMutations, centreQueries } from '../api/centre-queries';
import { CentreList } from '../components/centre-list';
import type { CollectionsDetailSearch } from '../lib/centre-search';

interface CollectionsDetailScreenProps {
  search: CollectionsDetailSearch;
  onSearch: (next: CollectionsDetailSearch) => void;
}

/** `/account/collections-detail[?folderId=]`: the favourites of one folder (or all), to move or drop. */
export function CollectionsDetailScreen({ search, onSearch }: CollectionsDetailScreenProps) {
  const folders = useQuery(centreQueries.folders());
  const list = useQuery(centreQueries.favourites(search));
  const move = useMutation(centreMutations.moveFavourites());
  const remove = useMutation(centreMutations.removeFavourites());
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const folder = folders.data?.find((f) => f.id === search.folderId);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const done = () => setSelected([]);
  const nameOf = (id: number) => folders.data?.find((f) => f.id === id)?.name ?? '';

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Anchor href={hashLink('/account/collections')} fz="sm">
          我的收藏
        </Anchor>
        <Text fz="sm" c="dimmed">
          /
        </Text>
      </Group>
      <Title order={2} fz={20} style={{ overflowWrap: 'anywhere' }}>
        {search.folderId === undefined ? '全部收藏' : (folder?.name ?? '收藏夹')}
      </Title>
      {list.data ? (
        <Text fz="sm" c="dimmed" mt={-8}>
          共 {list.data.total} 条{list.data.unavailable > 0 ? `，其中 ${list.data.unavailable} 条已删除或无权查看` : ''}
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap" aria-label="批量操作">
        <Select
          aria-label="移动到收藏夹"
          placeholder="移动到…"
          data={(folders.data ?? []).filter((f) => f.id !== search.folderId).map((f) => ({ value: String(f.id), label: f.name }))}
          value={target}
          onChange={setTarget}
          w={180}
        />
        <Button
          variant="light"
          disabled={selected.length === 0 || target === null}
          loading={move.isPending}
          onClick={() => move.mutate({ knowledgeIds: selected, folderId: Number(target) }, { onSuccess: done })}
        >
          移动{selected.length ? `（${selected.length}）` : ''}
        </Button>
        <Button
          variant="subtle"
          color="red"
          disabled={selected.length === 0}
          loading={remove.isPending}
          onClick={() => remove.mutate({ knowledgeIds: selected }, { onSuccess: done })}
        >
          取消收藏
        </Button>
      </Group>
      <CentreList
        query={list}
        empty="这里还没有收藏"
        page={search.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(page) => {
          done();
          onSearch({ ...search, page });
        }}
      >
        {(data) => (
          <Stack gap="sm" role="list" aria-label="收藏列表">
            {data.list.map((f) => (
              <FavouriteRow
                key={f.knowledgeId}
                item={f}
                folderName={search.folderId === undefined ? nameOf(f.folderId) : null}
                checked={selected.includes(f.knowledgeId)}
                onCheck={(on) => toggle(f.knowledgeId, on)}
                onRemove={() => remove.mutate({ knowledgeIds: [f.knowledgeId] })}
              />
            ))}
          </Stack>
        )}
      </CentreList>
    </Stack>
  );
}

interface FavouriteRowProps {
  item: CentreFavourite;
  folderName: string | null;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onRemove: () => void;
}

function FavouriteRow({ item, folderName, checked, onCheck, onRemove }: FavouriteRowProps) {
  const domain = item.domainId !== null ? domainById(item.domainId) : undefined;
  const label = item.title ?? '不可用的收藏';
  return (
    <Card withBorder radius="md" p="md" role="listitem" bg={item.available ? undefined : 'var(--mantine-color-default-hover)'}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox mt={4} aria-label={`选择：${label}`} checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          {item.available && item.domainId !== null ? (
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{domain?.noun ?? '知识'}</Badge>
              <Anchor
                href={itemHref({ id: item.knowledgeId, domainId: item.domainId })}
                fw={600}
                c="inherit"
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Anchor>
            </Group>
          ) : (
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray">
                不可用
              </Badge>
              <Text c="dimmed">该内容已删除或你已无权查看</Text>
            </Group>
          )}
          {item.summary ? (
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {item.summary}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            收藏于 {formatDate(item.favouritedAt)}
            {item.author ? ` · ${item.author.nickname}` : ''}
            {folderName ? ` · ${folderName}` : ''}
          </Text>
        </Stack>
        {item.available ? null : (
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            移除
          </Button>
        )}
      </Group>
    </Card>
  );
}
