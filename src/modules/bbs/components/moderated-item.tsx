import type { moderatedTarget } from '@contract/bbs/bbs-reports';
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '@/shared/lib/datetime';
import { personalHref, plateHref, postHref } from '../lib/bbs-links';
import { StateBadge } from './post-badges';

export type ModeratedTarget = z.infer<typeof moderatedTarget>;

const TYPE_NAMES = { post: '帖子', answer: '回答' } as const;

/** The name a queue row is known by (its title; an answer: 回答：the post's title). */
export const targetLabel = (t: ModeratedTarget) => (t.type === 'answer' ? `回答：${t.title}` : t.title);

/**
 * One post or answer in a moderation queue: what it is, where and by whom,
 * its first words, what the queue adds (words, the report) and its actions.
 */
export function ModeratedItem({
  target,
  at,
  extra,
  actions,
}: {
  target: ModeratedTarget;
  at: string;
  extra?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper component="article" aria-label={targetLabel(target)} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Badge
              size="sm"
              variant="light"
              radius="sm"
              color={target.type === 'post' ? 'teal' : 'grape'}
              style={{ flexShrink: 0 }}
            >
              {TYPE_NAMES[target.type]}
            </Badge>
            <StateBadge state={target.state} />
            <Anchor href={postHref(target.postId)} fw={600} c="inherit" lineClamp={1}>
              {target.title}
            </Anchor>
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={2} mt={6}>
            {target.excerpt || '（无正文）'}
          </Text>
          <Group gap="xs" mt={6} fz="xs" c="dimmed">
            <Anchor href={personalHref(target.author.id)} fz="xs" c="dimmed">
              {target.author.nickname}
            </Anchor>
            <Text span fz="xs" c="dimmed">
              ·
            </Text>
            <Anchor href={plateHref(target.plate.id)} fz="xs" c="dimmed">
              {target.plate.name}
            </Anchor>
            <Text span fz="xs" c="dimmed">
              · {formatDateTime(at)}
            </Text>
          </Group>
          {extra}
        </div>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

/** Words that held or flagged an item, in their action's colour. */
export function WordBadges({ label, words, color }: { label: string; words: readonly string[]; color: string }) {
  if (words.length === 0) return null;
  return (
    <Group gap={4} mt={6}>
      <Text span fz="xs" c="dimmed">
        {label}：
      </Text>
      {words.map((w) => (
        <Badge key={w} size="sm" variant="light" color={color} radius="sm">
          {w}
        </Badge>
      ))}
    </Group>
  );
}
