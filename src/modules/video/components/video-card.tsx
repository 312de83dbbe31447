import type { VideoListItem } from '@contract/video/video';
import { Text } from '@mantine/core';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';
import { formatDuration } from '../lib/format-duration';
import { videoHref } from '../lib/video-request';
import classes from './video-card.module.css';

interface VideoCardProps {
  item: VideoListItem;
  /** Which date to show: published (default) or last updated. */
  date?: 'published' | 'updated';
  /** Rank in a hot list (1 = hottest). */
  rank?: number;
  now?: Date;
}

/** One video in a grid: poster with its duration, title, uploader, plays and date. */
export function VideoCard({ item, date, rank, now }: VideoCardProps) {
  const when = date === 'updated' || !item.publishedAt ? item.updatedAt : item.publishedAt;
  const duration = formatDuration(item.durationSeconds);
  return (
    <article className={classes.card} aria-label={item.title}>
      <a href={videoHref(item.id)} className={classes.link}>
        <div className={classes.poster}>
          {item.coverUrl ? (
            <img src={item.coverUrl} alt="" loading="lazy" className={classes.image} />
          ) : (
            <div className={classes.placeholder} aria-hidden>
              视频
            </div>
          )}
          <span className={classes.play} aria-hidden>
            <svg width={22} height={22} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
              <path d="M8 5.5v13l10.5-6.5z" />
            </svg>
          </span>
          {duration ? (
            <span className={classes.duration} title="时长">
              {duration}
            </span>
          ) : null}
          {rank ? (
            <span className={classes.rank} data-top={rank <= 3 || undefined}>
              {rank}
            </span>
          ) : null}
        </div>
        <Text className={classes.title} fw={600} fz="sm" lineClamp={2} title={item.title}>
          {item.title}
        </Text>
      </a>
      <div className={classes.meta}>
        <span>{item.author.nickname}</span>
        <span>·</span>
        <span>播放 {item.views}</span>
        <span>·</span>
        <time dateTime={when} title={formatDateTime(when)}>
          {relativeTime(when, now)}
        </time>
      </div>
    </article>
  );
}
