import type { myAnswerItem } from '@contract/bbs/bbs-answers';
import { BBS_STATE_NAMES } from '@contract/bbs/bbs-posts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { bbsListQueries } from '../api/list-queries';
import { personalHref, postHref } from '../lib/bbs-links';
import { POST_PAGE_SIZE } from '../lib/list-search';
import { plainText } from '../lib/plain-text';
import { PagedRows } from './paged-rows';
import { AcceptedBadge } from './post-badges';
import classes from './post-row.module.css';

export type AnswerItem = z.infer<typeof myAnswerItem>;

/**
 * One answer with the question it answers: accepted and state marks, the
 * question's title (a link to it), the start of the answer, votes, comments
 * and time; lists of several people's answers name the author too.
 */
export function AnswerRow({ answer, showAuthor = false }: { answer: AnswerItem; showAuthor?: boolean }) {
  return (
    <Stack component="article" aria-label={answer.post.title} gap={4} className={classes.row}>
      <Group gap={6} wrap="nowrap">
        {answer.accepted ? <AcceptedBadge /> : null}
        {answer.state !== 'visible' ? (
          <Badge size="sm" variant="light" radius="sm" color={answer.state === 'held' ? 'orange' : 'red'}>
            {BBS_STATE_NAMES[answer.state]}
          </Badge>
        ) : null}
        <Anchor href={postHref(answer.post.id)} className={classes.title} lineClamp={1} fw={600} c="inherit">
          {answer.post.title}
        </Anchor>
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {showAuthor ? (
          <Anchor href={personalHref(answer.author.id)} fz="sm" fw={500} mr={6}>
            {answer.author.nickname}：
          </Anchor>
        ) : null}
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
    <PagedRows
      query={query}
      unit="个回答"
      empty={empty}
      page={page}
      onPage={onPage}
      row={(a) => <AnswerRow key={a.id} answer={a} />}
    />
  );
}
