import type { ActivityDirection, VoteActivityItem } from '@contract/bbs/bbs-activity';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { activityQueries } from '../api/activity-queries';
import { ActivityRow } from '../components/activity-row';
import { DirectionTabs } from '../components/direction-tabs';
import { PagedRows } from '../components/paged-rows';
import { SectionHeading } from '../components/section-heading';
import { ACTIVITY_DEFAULT_TABS, nextActivitySearch } from '../lib/activity-search';
import { personalHref, postHref } from '../lib/bbs-links';
import type { ActivitySearch } from '../lib/forum-search';
import { POST_PAGE_SIZE } from '../lib/list-search';
import type { ForumScreenProps } from './forum-screen';

const NOUNS = { post: '帖子', answer: '回答' } as const;

function Person({ user }: { user: VoteActivityItem['voter'] }) {
  return (
    <Anchor href={personalHref(user.id)} fz="sm" fw={500}>
      {user.nickname}
    </Anchor>
  );
}

/** A vote the caller gave (whose writing he agreed with) or got (who agreed with his). */
function VoteRow({ vote, tab }: { vote: VoteActivityItem; tab: ActivityDirection }) {
  const noun = NOUNS[vote.targetType];
  const lead =
    tab === 'given' ? (
      <Text span fz="sm">
        赞同了 <Person user={vote.author} /> 的{noun}
      </Text>
    ) : (
      <Text span fz="sm">
        <Person user={vote.voter} /> 赞同了你的{noun}
      </Text>
    );
  return (
    <ActivityRow title={vote.post.title} href={postHref(vote.post.id)} lead={lead} excerpt={vote.excerpt} at={vote.votedAt} />
  );
}

/**
 * `agree` (赞同): the posts and answers the caller agreed with (我赞同的), and
 * the agrees others gave his (收到的赞同), newest first; tab and page in the URL.
 */
export function AgreeScreen({ search, onSearch }: ForumScreenProps<ActivitySearch>) {
  const tab = search.tab ?? ACTIVITY_DEFAULT_TABS.agree;
  const query = useQuery(activityQueries.votes({ direction: tab, page: search.page, size: POST_PAGE_SIZE }));
  const defaults = { tab: ACTIVITY_DEFAULT_TABS.agree };
  return (
    <Stack gap="md">
      <SectionHeading title="赞同" hint="我赞同过的帖子和回答，以及大家对我的认可" />
      <DirectionTabs
        value={tab}
        tabs={[
          ['given', '我赞同的'],
          ['received', '收到的赞同'],
        ]}
        onChange={(direction) => onSearch(nextActivitySearch(search, { tab: direction }, defaults))}
      />
      <PagedRows
        query={query}
        unit="个赞同"
        empty={tab === 'given' ? '你还没有赞同过帖子或回答' : '你的帖子和回答还没有收到赞同'}
        page={search.page}
        onPage={(page) => onSearch(nextActivitySearch(search, { page }, defaults))}
        row={(v) => <VoteRow key={`${v.targetType}-${v.answer?.id ?? v.post.id}-${v.voter.id}`} vote={v} tab={tab} />}
      />
    </Stack>
  );
}
