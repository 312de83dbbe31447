import type { VideoDetail } from '@contract/video/video';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { KnowledgeFacts, ViewCount } from '@/shared/knowledge/knowledge-facts';
import { KnowledgeHeader } from '@/shared/knowledge/knowledge-header';
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
  return (
    <KnowledgeHeader
      detail={detail}
      actions={actions}
      metaLabel="视频信息"
      meta={
        <>
          <KnowledgeFacts detail={detail} now={now} authorLabel="上传者" revisions={false} />
          {detail.durationSeconds ? <span>时长 {formatDuration(detail.durationSeconds)}</span> : null}
          <ViewCount verb="播放" count={detail.views} />
          {detail.watchedSeconds > 0 ? (
            <span>
              你已观看 {formatWatchTime(detail.watchedSeconds)}
              {detail.completed ? '（已看完）' : ''}
            </span>
          ) : null}
        </>
      }
    >
      {detail.summary ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {detail.summary}
        </Text>
      ) : null}
      {detail.labels.length > 0 ? (
        // A video's labels lead to the video library filtered by them.
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
    </KnowledgeHeader>
  );
}
