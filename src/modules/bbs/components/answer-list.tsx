import { BBS_STATE_NAMES, type myAnswerItem } from '@contract/bbs-posts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ListPager } from '@/shared/knowledge/list-pager';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { QueryError } from '@/shared/ui/query-error';
import { bbsListQueries } from '../api/list-queries';
import { postHref } from '../lib/bbs-links';
import { POST_PAGE_SIZE } from '../lib/list-search';
import { plainText } from '../lib/plain-text';
import { EmptyLine, ListTotal } from './paged-cards';
import { AcceptedBadge } from './post-badges';
import classes from './post-row.module.css';

type AnswerItem = z.infer<typeof myAnswerItem>;

function AnswerRow({ answer }: { answer: AnswerItem }) {
  return (
    <Stack component="article" aria-label={answer.post.title} gap={4} className={classes.row}>
      <Group gap={6} wrap="nowrap">
        {answer.accepted ? <AcceptedBadge /> : null}
        {answer.state !== 'visible' ? (
          <Badge size="sm" variant="outline" radius="sm" color={answer.state === 'held' ? 'yellow' : 'red'}>
            {BBS_STATE_NAMES[answer.state]}
          </Badge>
        ) : null}
        <Anchor href={postHref(answer.post.id)} className={classes.title} lineClamp={1} fw={600} c="inherit">
          {answer.post.title}
        </Anchor>
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {plainText(answer.content) || '（无文字内容）'}
      </Text>
      <Group gap="md" fz="xs" c="dimmed">
        <span>得票 {answer.voteScore}</span>
        <span>评论 {answer.commentCount}</span>
        <time dateTime={answer.createdAt} title={formatDateTime(answer.createdAt)}>
          回答于 {relativeTime(answer.createdAt)}
        </time>
      </Group>
    </Stack>
  );
}

/** A member's answers (我的回答, or a member's answers tab), newest first, paged in the URL. */
export function AnswerList({
  userId,
  page,
  onPage,
  empty,
}: {
  userId?: number;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  const query = useQuery(bbsListQueries.answers({ page, size: POST_PAGE_SIZE, ...(userId ? { userId } : {}) }));
  return (
    <Stack gap="sm">
      <ListTotal query={query} noun="个回答" />
      <QueryError error={query.error} onRetry={() => query.refetch()} />
      {query.data ? (
        <Paper withBorder radius="md" px="lg" py={4}>
          {query.data.list.length === 0 ? (
            <EmptyLine>{empty}</EmptyLine>
          ) : (
            query.data.list.map((a) => <AnswerRow key={a.id} answer={a} />)
          )}
        </Paper>
      ) : null}
      <ListPager total={query.data?.total ?? 0} page={page} pageSize={POST_PAGE_SIZE} onPage={onPage} />
    </Stack>
  );
}
