import type { TopicView } from '@contract/bbs/bbs-topics';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/shared/knowledge/confirm-modal';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { AdminTabs } from '../components/admin-tabs';
import { useDecisionFlow } from '../components/decision-flow';
import { SectionHeading } from '../components/section-heading';
import { topicHref } from '../components/topic-card';
import { TopicDialog } from '../components/topic-dialog';
import { COMMUNITY_PAGE_SIZE, COMMUNITY_TABS, nextCommunitySearch, type TabOf, tabOf } from '../lib/community-search';
import type { CommunitySearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

type Tab = TabOf<'adminTopic'>;
const TABS: { value: Tab; label: string }[] = [
  { value: 'proposed', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'refused', label: '未通过' },
];

type Dialog = { kind: 'create' } | { kind: 'edit'; topic: TopicView } | { kind: 'delete'; topic: TopicView } | null;

/**
 * `admin/topic` (话题管理): proposed, approved and refused topics (tab,
 * keyword and page in the URL); approve or refuse a proposal with a reason
 * (the proposer is told), create, edit and delete topics.
 */
export function AdminTopicScreen({ search, onSearch }: ForumScreenProps<CommunitySearch>) {
  const tab = tabOf('adminTopic', search);
  const input = {
    state: tab,
    page: search.page,
    size: COMMUNITY_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
  const query = useQuery(communityQueries.adminTopics(input));
  const remove = useMutation(communityMutations.topicDelete());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };
  const decision = useDecisionFlow({
    mutation: communityMutations.topicDecide(),
    idOf: (t: TopicView) => t.id,
    nameOf: (t) => t.name,
    refusal: { title: '拒绝话题', describe: (t) => `拒绝“${t.name}”，提议人会收到原因。` },
  });
  const change = (patch: Parameters<typeof nextCommunitySearch>[1]) =>
    onSearch(nextCommunitySearch({ ...search, tab }, patch, COMMUNITY_TABS.adminTopic[0]));
  const columns: PagedColumn<TopicView>[] = [
    {
      key: 'name',
      title: '话题',
      fixed: true,
      size: 180,
      render: (t) => <Anchor href={topicHref(t.id)}>{t.name}</Anchor>,
    },
    { key: 'description', title: '说明', size: 260 },
    { key: 'proposer', title: '提议人', size: 110, render: (t) => t.proposer?.nickname ?? '—' },
    { key: 'followerCount', title: '关注', numeric: true, size: 80 },
    { key: 'postCount', title: '帖子', numeric: true, size: 80 },
    { key: 'createdAt', title: '提议时间', size: 160, render: (t) => formatDateTime(t.createdAt) },
    {
      key: 'actions',
      title: '操作',
      fixed: true,
      size: 210,
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          {t.state === 'proposed' ? decision.buttons(t) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`编辑：${t.name}`}
            onClick={() => setDialog({ kind: 'edit', topic: t })}
          >
            编辑
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`删除：${t.name}`}
            onClick={() => setDialog({ kind: 'delete', topic: t })}
          >
            删除
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <SectionHeading
        title="话题管理"
        hint="成员提议的话题经审核后进入话题广场；删除话题会把它从帖子上去掉"
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>新建话题</Button>}
      />
      <AdminTabs label="话题状态" tabs={TABS} value={tab} onChange={(next) => change({ tab: next })} />
      <KeywordSearch
        value={search.keyword}
        placeholder="搜索话题名称或说明"
        onSearch={(keyword) => change({ keyword })}
        maw={360}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {decision.error}
      <PagedTable
        memoryKey="bbs.admin.topic"
        label="话题"
        columns={columns}
        {...pagedTable(query, input, (next) => change({ page: next.page }))}
        rowKey={(t) => String(t.id)}
      />
      <TopicDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        mode={dialog?.kind === 'edit' ? 'edit' : 'create'}
        topic={dialog?.kind === 'edit' ? dialog.topic : undefined}
        onClose={close}
      />
      {decision.dialog}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title="删除话题"
        confirmLabel="删除"
        danger
        loading={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.topic.id, { onSuccess: close })}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `删除“${dialog.topic.name}”？${dialog.topic.postCount} 个帖子上的这个话题和 ${dialog.topic.followerCount} 个关注会一并去掉。`
          : ''}
        {remove.error ? `（${remove.error.message}）` : ''}
      </ConfirmModal>
    </Stack>
  );
}
