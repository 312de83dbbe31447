import { type KnowledgeListItem, STATUS_NAMES } from '@contract/knowledge/knowledge';
import { Anchor, Badge, Group, Image, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import classes from './knowledge-card.module.css';

/** Stroke icons of the counters; inline so the card needs no icon package. */
const ICONS = {
  views: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  likes: 'M7 10v11H3V10h4zm0 0l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8a2 2 0 0 1-2 1.7H7',
  comments: 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z',
} as const;

function Stat({ icon, value, label }: { icon: keyof typeof ICONS; value: number; label: string }) {
  return (
    <span className={classes.stat} title={`${label} ${value}`}>
      <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
        <path d={ICONS[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
      {value}
    </span>
  );
}

export interface KnowledgeCardProps {
  item: KnowledgeListItem;
  /** One line: title and the essential facts, for side lists and home blocks. */
  compact?: boolean;
  /** Which date to show; by default the publication date, else the last change. */
  date?: 'published' | 'updated';
  /** Where the title leads; the entry's detail page unless given (drafts open in the editor). */
  href?: string;
  /**
   * Show the status of the newest version, '已发布' included (lists of one's
   * own items). Otherwise only never-published items carry a badge: readers
   * see the published version, whatever is being edited behind it.
   */
  showStatus?: boolean;
  /** Compact rows: the date alone, for narrow blocks such as the user's drafts. */
  minimal?: boolean;
  /** Buttons or other content on the right of the card. */
  actions?: ReactNode;
  /** Reference time of relative dates (tests, one clock per screen). */
  now?: Date;
}

/**
 * One knowledge item in a list (contract `knowledgeListItem`): title linking
 * to its detail page, two lines of summary, labels, author, group, relative
 * date and its counters. Shared by every screen that lists entries.
 */
export function KnowledgeCard({ item, compact, date, href, showStatus, minimal, actions, now }: KnowledgeCardProps) {
  const link = href ?? hashLink('/detail', { id: item.id });
  const when = date === 'updated' || !item.publishedAt ? item.updatedAt : item.publishedAt;
  const status =
    showStatus || (item.status !== 'published' && !item.publishedAt) ? (
      <Badge size="sm" variant="light" color={STATUS_COLORS[item.status]} className={classes.status}>
        {STATUS_NAMES[item.status]}
      </Badge>
    ) : null;
  const dateText = (
    <time dateTime={when} title={formatDateTime(when)}>
      {relativeTime(when, now)}
    </time>
  );

  if (compact) {
    return (
      <Group
        component="article"
        aria-label={item.title}
        className={classes.compact}
        gap="sm"
        wrap="nowrap"
        justify="space-between"
      >
        <Group gap={6} wrap="nowrap" className={classes.grow}>
          {status}
          <Anchor href={link} className={classes.compactTitle} lineClamp={1} fz="sm" c="inherit">
            {item.title}
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.meta}>
          {minimal ? null : (
            <>
              <Text fz="xs" c="dimmed" visibleFrom="sm" lineClamp={1}>
                {item.author.nickname}
              </Text>
              <Stat icon="views" value={item.views} label="阅读" />
            </>
          )}
          <Text fz="xs" c="dimmed" className={classes.date}>
            {dateText}
          </Text>
          {actions}
        </Group>
      </Group>
    );
  }

  return (
    <Paper component="article" aria-label={item.title} withBorder radius="md" p="md" className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div className={classes.grow}>
          <Group gap={8} wrap="nowrap" mb={6}>
            {status}
            <Anchor href={link} className={classes.title} lineClamp={1} fw={600} fz="lg" c="inherit">
              {item.title}
            </Anchor>
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={2} className={classes.summary}>
            {item.summary || '暂无摘要'}
          </Text>
          {item.labels.length > 0 ? (
            <Group gap={6} mt={8}>
              {item.labels.slice(0, 6).map((l) => (
                <Badge key={l.id} size="sm" variant="light" radius="sm" tt="none" fw={500}>
                  {l.name}
                </Badge>
              ))}
              {item.labels.length > 6 ? (
                <Text fz="xs" c="dimmed">
                  +{item.labels.length - 6}
                </Text>
              ) : null}
            </Group>
          ) : null}
          <Group gap="md" mt={10} fz="xs" c="dimmed" className={classes.footer}>
            <span>{item.author.nickname}</span>
            {item.group ? <span>{item.group.name}</span> : null}
            {dateText}
            <Stat icon="views" value={item.views} label="阅读" />
            <Stat icon="likes" value={item.likeCount} label="点赞" />
            <Stat icon="comments" value={item.commentCount} label="评论" />
          </Group>
        </div>
        {item.coverUrl ? <Image src={item.coverUrl} alt="" w={132} h={88} radius="sm" fit="cover" visibleFrom="sm" /> : null}
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </Group>
    </Paper>
  );
}

const STATUS_COLORS: Record<KnowledgeListItem['status'], string> = {
  draft: 'gray',
  pending: 'orange',
  published: 'teal',
  rejected: 'red',
};
