import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KeywordSearch } from '@/shared/knowledge/keyword-search';
import { communityQueries } from '../api/community-queries';
import { ListTotal, PagedCards } from '../components/paged-cards';
import { SectionHeading } from '../components/section-heading';
import { TopicCard } from '../components/topic-card';
import { TopicDialog } from '../components/topic-dialog';
import { nextCommunitySearch, TOPIC_PAGE_SIZE, topicPoolInput } from '../lib/community-search';
import type { CommunitySearch } from '../lib/forum-search';
import type { ForumScreenProps } from './forum-screen';

/**
 * `topicPool` (话题广场) and `topic` (话题, the same list — SPEC §2 names both;
 * a member's followed topics show on the home's 我的关注): approved topics,
 * most followed first, searched by keyword, each followed in place; any
 * member proposes a new topic, which a forum manager approves.
 */
export function TopicPoolScreen({ search: { tab: _tab, ...search }, onSearch }: ForumScreenProps<CommunitySearch>) {
  const query = useQuery(communityQueries.topicPool(topicPoolInput(search)));
  const [proposing, setProposing] = useState(false);
  const change = (patch: Parameters<typeof nextCommunitySearch>[1]) => onSearch(nextCommunitySearch(search, patch));
  return (
    <Stack gap="md">
      <SectionHeading
        title="话题广场"
        hint="关注感兴趣的话题，它们的新帖会出现在首页的“我的关注”里"
        actions={<Button onClick={() => setProposing(true)}>提议话题</Button>}
      />
      <Group gap="sm">
        <KeywordSearch
          value={search.keyword}
          placeholder="搜索话题名称或说明"
          onSearch={(keyword) => change({ keyword })}
          style={{ flex: '1 1 240px' }}
          maw={360}
        />
        <ListTotal query={query} noun="个话题" />
      </Group>
      <PagedCards
        query={query}
        empty={search.keyword ? '没有符合条件的话题' : '还没有话题，来提议第一个吧'}
        page={search.page}
        size={TOPIC_PAGE_SIZE}
        onPage={(page) => change({ page })}
        card={(t) => <TopicCard key={t.id} topic={t} />}
      />
      <TopicDialog opened={proposing} mode="propose" onClose={() => setProposing(false)} />
    </Stack>
  );
}
