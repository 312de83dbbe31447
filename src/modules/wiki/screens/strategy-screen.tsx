import type { strategyItem } from '@contract/strategy/strategy';
import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { BookmarkIcon } from '@/shared/knowledge/list-icons';
import { strategyMutations, strategyQueries } from '../api/strategy-queries';
import { WIKI_SCOPE } from '../api/wiki-scope';
import { StrategyCard } from '../components/strategy-card';
import { StrategyNameModal } from '../components/strategy-name-modal';
import { describeFilters } from '../lib/describe-filters';

type Strategy = z.infer<typeof strategyItem>;

/** `/list/strategy`: the caller's saved filters of the entry list: apply, rename, delete. */
export function StrategyScreen() {
  const navigate = useNavigate();
  const { data: strategies } = useQuery(strategyQueries.list());
  const { data: labelGroups = [] } = useQuery(referenceQueries.labels(WIKI_SCOPE));
  const { data: groups = [] } = useQuery(referenceQueries.groups());
  const authorIds = [...new Set((strategies ?? []).flatMap((s) => (s.filters.authorId ? [s.filters.authorId] : [])))];
  const authors = useQueries({ queries: authorIds.map((id) => referenceQueries.user(id)) });
  const [renaming, setRenaming] = useState<Strategy | null>(null);
  const [deleting, setDeleting] = useState<Strategy | null>(null);
  const remove = useMutation(strategyMutations.remove());

  const labels = useMemo(
    () => new Map(labelGroups.flatMap((g) => g.labelList.map((l) => [l.id, l.name] as const))),
    [labelGroups],
  );
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, g.name] as const)), [groups]);
  const authorName = (id: number | undefined) => authors.find((a) => a.data?.id === id)?.data?.nickname;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={24}>
            我的筛选策略
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            常用的筛选条件保存为策略，一键打开对应的词条列表
          </Text>
        </div>
        <Button variant="default" component={Link} to="/list">
          返回词条列表
        </Button>
      </Group>
      {strategies && strategies.length === 0 ? (
        <EmptyState
          py={56}
          icon={<BookmarkIcon size={28} />}
          withIndicatorBackground
          title="还没有筛选策略"
          description="在词条列表中设置好筛选条件后，点击「保存为筛选策略」即可保存"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/list" variant="light">
              去词条列表
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {strategies?.map((s) => (
            <StrategyCard
              key={s.id}
              strategy={s}
              phrases={describeFilters(s.filters, { labels, groups: groupNames, author: authorName(s.filters.authorId) })}
              onApply={() => void navigate({ to: '/list', search: { ...s.filters, page: 1 } })}
              onRename={() => setRenaming(s)}
              onDelete={() => setDeleting(s)}
            />
          ))}
        </Stack>
      )}
      <StrategyNameModal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title="重命名筛选策略"
        id={renaming?.id}
        initialName={renaming?.name}
        filters={renaming?.filters ?? {}}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="删除筛选策略"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        确定删除筛选策略「{deleting?.name}」吗？删除后不影响任何词条。
      </ConfirmModal>
    </Stack>
  );
}
