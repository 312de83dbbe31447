import { Anchor, Blockquote, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import classes from './post-row.module.css';

interface ActivityRowProps {
  /** The post the activity is about: the row's name and its link. */
  title: string;
  href: string;
  /** Who did what (“张三 赞同了你的回答”). */
  lead: ReactNode;
  /** The start of the voted text or of the comment. */
  excerpt: string;
  /** The answer a comment is on, quoted under the comment. */
  quote?: string;
  at: string;
}

/** One vote or comment of the forum's activity pages (赞同, 评论). */
export function ActivityRow({ title, href, lead, excerpt, quote, at }: ActivityRowProps) {
  return (
    <Stack component="article" aria-label={title} gap={4} className={classes.row}>
      <Group gap={6} fz="sm" c="dimmed" wrap="wrap">
        {lead}
        <time dateTime={at} title={formatDateTime(at)}>
          · {relativeTime(at)}
        </time>
      </Group>
      <Anchor href={href} className={classes.title} lineClamp={1} fw={600} c="inherit">
        {title}
      </Anchor>
      <Text fz="sm" lineClamp={2}>
        {excerpt || '（无文字内容）'}
      </Text>
      {quote !== undefined ? (
        <Blockquote color="gray" p="xs" fz="xs" c="dimmed" aria-label="所评论的回答">
          <Text span fz="xs" lineClamp={1}>
            回答：{quote || '（无文字内容）'}
          </Text>
        </Blockquote>
      ) : null}
    </Stack>
  );
}
