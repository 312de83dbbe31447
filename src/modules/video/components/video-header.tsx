import { STATUS_NAMES } from '@contract/knowledge';
import type { VideoDetail } from '@contract/video';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { DETAIL_STATUS_COLORS, workingNotice } from '@/shared/knowledge/detail-state';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { hashLink } from '@/shared/lib/links';
import { formatDuration, formatWatchTime } from '../lib/format-duration';

interface VideoHeaderProps {
  detail: VideoDetail;
  now: Date;
  /** Buttons on the right of the title (like, favourite, share …). */
  actions?: ReactNode;
}

/** Title, state, facts (uploader, dates, duration, plays, the reader's watch time), summary and labels. */
export function VideoHeader({ detail, now, actions }: VideoHeaderProps) {
  const notice = detail.working ? workingNotice(detail.working) : null;
  const when = detail.publishedAt ?? detail.createdAt;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="sm" align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={24} fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {detail.title}
          </Title>
          {detail.versionStatus !== 'published' ? (
            <Badge variant="light" color={DETAIL_STATUS_COLORS[detail.versionStatus]} size="lg" radius="sm">
              {STATUS_NAMES[detail.versionStatus]}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {notice ? (
        <Alert color={notice.color} variant="light" py="xs" role="status">
          {notice.text}
        </Alert>
      ) : null}
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap" aria-label="视频信息">
        <span>上传者 {detail.author.nickname}</span>
        {detail.group ? <span>所属组织 {detail.group.name}</span> : null}
        <span>
          发布于{' '}
          <time dateTime={when} title={formatDateTime(when)}>
            {relativeTime(when, now)}
          </time>
        </span>
        {detail.durationSeconds ? <span>时长 {formatDuration(detail.durationSeconds)}</span> : null}
        <Group gap={4} component="span" title="播放次数">
          <DetailIcon name="eye" size={16} />
          播放 {detail.views}
        </Group>
        {detail.watchedSeconds > 0 ? (
          <span>
            你已观看 {formatWatchTime(detail.watchedSeconds)}
            {detail.completed ? '（已看完）' : ''}
          </span>
        ) : null}
      </Group>
      {detail.summary ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {detail.summary}
        </Text>
      ) : null}
      {detail.labels.length > 0 ? (
        <Group gap={6} aria-label="标签">
          {detail.labels.map((l) => (
            <Badge
              key={l.id}
              component="a"
              href={hashLink('/video', { labelId: l.id })}
              variant="light"
              radius="sm"
              tt="none"
              style={{ cursor: 'pointer' }}
            >
              {l.name}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
