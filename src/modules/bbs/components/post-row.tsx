import type { PostListItem } from '@contract/bbs/bbs-posts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { ownPostHref, personalHref, plateHref, postHref } from '../lib/bbs-links';
import { AcceptedBadge, KindBadge, StateBadge } from './post-badges';
import classes from './post-row.module.css';

interface PostRowProps {
  post: PostListItem;
  /** Lists of one's own posts: drafts open in their editor to be continued. */
  own?: boolean;
  now?: Date;
}

function When({ at, now }: { at: string; now?: Date }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(at, now)}
    </time>
  );
}

/**
 * One post of a forum list: its answer and vote counts, kind, state and
 * accepted marks, title, plate, labels, author, views and last activity.
 */
export function PostRow({ post, own, now }: PostRowProps) {
  const href = own ? ownPostHref(post) : postHref(post.id);
  return (
    <Group component="article" aria-label={post.title} className={classes.row} wrap="nowrap" align="flex-start" gap="md">
      <div className={classes.counts}>
        <div className={classes.count} data-accepted={post.accepted || undefined}>
          <b>{post.answerCount}</b>
          <Text span fz="xs">
            回答
          </Text>
        </div>
        <div className={classes.count}>
          <b>{post.voteScore}</b>
          <Text span fz="xs">
            得票
          </Text>
        </div>
      </div>
      <div className={classes.grow}>
        <Group gap={6} wrap="nowrap">
          <KindBadge kind={post.kind} />
          {own ? <StateBadge state={post.state} /> : null}
          {post.accepted ? <AcceptedBadge /> : null}
          <Anchor href={href} className={classes.title} lineClamp={1} fw={600} c="inherit">
            {post.title}
          </Anchor>
          {own && post.state === 'draft' ? (
            <Anchor href={href} fz="xs" style={{ flexShrink: 0 }}>
              继续编辑
            </Anchor>
          ) : null}
        </Group>
        {post.excerpt ? (
          <Text fz="sm" c="dimmed" lineClamp={1} mt={4}>
            {post.excerpt}
          </Text>
        ) : null}
        <Group gap="sm" mt={6} fz="xs" c="dimmed" className={classes.meta}>
          <Anchor href={plateHref(post.plate.id)} fz="xs">
            {post.plate.name}
          </Anchor>
          {post.labels.slice(0, 4).map((l) => (
            <Badge key={l.id} size="xs" variant="light" color="gray" radius="sm" tt="none" fw={500}>
              {l.name}
            </Badge>
          ))}
          <Anchor href={personalHref(post.author.id)} fz="xs" c="dimmed">
            {post.author.nickname}
          </Anchor>
          <span>浏览 {post.views}</span>
          {post.reward > 0 ? <span>悬赏 {post.reward} 积分</span> : null}
          <span>
            最后活动 <When at={post.lastActivityAt} now={now} />
          </span>
        </Group>
      </div>
    </Group>
  );
}

/** One entry of a home block: the title over its kind, accepted mark, answer count and last activity. */
export function PostLine({ post, now }: { post: PostListItem; now?: Date }) {
  return (
    <Stack component="article" aria-label={post.title} className={classes.compact} gap={2}>
      <Anchor href={postHref(post.id)} className={classes.title} lineClamp={1} fz="sm" c="inherit">
        {post.title}
      </Anchor>
      <Group gap={6} wrap="nowrap">
        <KindBadge kind={post.kind} />
        {post.accepted ? <AcceptedBadge /> : null}
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {post.plate.name} · {post.answerCount} 回答 · <When at={post.lastActivityAt} now={now} />
        </Text>
      </Group>
    </Stack>
  );
}
