import type { KnowledgeCandidate } from '@contract/bbs/bbs-library';
import { BBS_POST_KIND_NAMES } from '@contract/bbs/bbs-posts';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { formatDateTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { type PagedColumn, PagedTable, pagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { communityMutations } from '../api/community-mutations';
import { communityQueries } from '../api/community-queries';
import { AdminTabs } from '../components/admin-tabs';
import { KindBadge } from '../components/post-badges';
import { SectionHeading } from '../components/section-heading';
import { WikiEntryLink } from '../components/wiki-entry-link';
import { personalHref, postHref } from '../lib/bbs-links';
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_TABS,
  type CommunitySearch,
  nextCommunitySearch,
  type TabOf,
  tabOf,
} from '../lib/community-search';
import type { ForumScreenProps } from './forum-screen';

type Tab = TabOf<'adminKnowledge'>;
const TABS: { value: Tab; label: string }[] = [
  { value: 'open', label: '待转换' },
  { value: 'done', label: '已转换' },
];

/** What a row stands for: an accepted answer of a question, or a whole case. */
const rowKey = (c: KnowledgeCandidate) => `${c.postId}-${c.answerId ?? 'case'}`;
const rowName = (c: KnowledgeCandidate) => (c.answerId ? `采纳回答：${c.title}` : c.title);

/**
 * `admin/knowledge` (知识转化, decision 033): accepted answers and cases to turn
 * into wiki entries, and those already turned with their entry's state (tab,
 * kind, keyword and page in the URL). 转为词条 makes a wiki draft credited to
 * the answer's or the case's author with a link back, and submits it to the
 * normal approval; the new entry's link is shown at once.
 */
export function AdminKnowledgeScreen({ search, onSearch }: ForumScreenProps<CommunitySearch>) {
  const tab = tabOf('adminKnowledge', search);
  const input = {
    state: tab,
    page: search.page,
    size: COMMUNITY_PAGE_SIZE,
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
  const query = useQuery(communityQueries.knowledgeCandidates(input));
  const convert = useMutation(communityMutations.toKnowledge());
  const [made, setMade] = useState<{ title: string; wikiId: number } | null>(null);
  const change = (patch: Partial<CommunitySearch> & { tab?: string }) =>
    onSearch(nextCommunitySearch({ ...search, tab }, patch, COMMUNITY_TABS.adminKnowledge[0]));
  const columns: PagedColumn<KnowledgeCandidate>[] = [
    {
      key: 'title',
      title: '内容',
      fixed: true,
      size: 330,
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <KindBadge kind={c.kind} />
          <Anchor href={postHref(c.postId)} lineClamp={1} title={c.excerpt}>
            {rowName(c)}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'excerpt',
      title: '摘要',
      size: 180,
      render: (c) => (
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {c.excerpt}
        </Text>
      ),
    },
    {
      key: 'author',
      title: '作者',
      size: 100,
      render: (c) => <Anchor href={personalHref(c.author.id)}>{c.author.nickname}</Anchor>,
    },
    { key: 'plate', title: '版块', size: 110, render: (c) => c.plate.name },
    { key: 'voteScore', title: '得票', numeric: true, size: 70 },
    { key: 'at', title: '时间', size: 150, render: (c) => formatDateTime(c.at) },
    {
      key: 'wiki',
      title: tab === 'open' ? '操作' : '词条',
      fixed: true,
      size: 150,
      render: (c) =>
        c.wiki ? (
          <WikiEntryLink wiki={c.wiki} />
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            aria-label={`转为词条：${rowName(c)}`}
            loading={
              convert.isPending &&
              convert.variables?.postId === c.postId &&
              convert.variables?.answerId === (c.answerId ?? undefined)
            }
            onClick={() =>
              convert.mutate(
                { postId: c.postId, ...(c.answerId ? { answerId: c.answerId } : {}) },
                { onSuccess: (r) => setMade({ title: c.title, wikiId: r.wikiId }) },
              )
            }
          >
            转为词条
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <SectionHeading
        title="知识转化"
        hint="把被采纳的回答和案例转为知识词条：标题、正文和标签带过去，署原作者并附回帖链接，提交后走正常的审核流程"
      />
      <AdminTabs label="转换状态" tabs={TABS} value={tab} onChange={(next) => change({ tab: next })} />
      <Group gap="sm" wrap="wrap">
        <KeywordSearch
          value={search.keyword}
          placeholder="搜索标题或内容"
          onSearch={(keyword) => change({ keyword })}
          style={{ flex: '1 1 240px' }}
          maw={360}
        />
        <SegmentedControl
          aria-label="内容类型"
          size="sm"
          value={search.kind ?? 'all'}
          data={[
            { value: 'all', label: '全部' },
            { value: 'question', label: `${BBS_POST_KIND_NAMES.question}回答` },
            { value: 'case', label: BBS_POST_KIND_NAMES.case },
          ]}
          onChange={(v) => change({ kind: v === 'all' ? undefined : (v as CommunitySearch['kind']) })}
        />
      </Group>
      {made ? (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel="关闭"
          onClose={() => setMade(null)}
          title="已转为词条"
        >
          <Group gap="xs">
            <Text fz="sm">“{made.title}”已生成词条草稿并提交审核：</Text>
            <Anchor href={hashLink('/detail', { id: made.wikiId })} fz="sm">
              查看词条 #{made.wikiId}
            </Anchor>
            <Anchor component="button" type="button" fz="sm" onClick={() => change({ tab: 'done' })}>
              在“已转换”中查看审核状态
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey="bbs.admin.knowledge"
        label="可转为知识的内容"
        columns={columns}
        {...pagedTable(query, input, (next) => change({ page: next.page }))}
        rowKey={rowKey}
      />
    </Stack>
  );
}
