import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { videoQueries } from '../api/video-queries';
import { formatDuration } from '../lib/format-duration';
import { videoHref } from '../lib/video-request';
import classes from './more-videos.module.css';

const SHOWN = 6;

/** Beside the player: the hottest other videos, poster and title, to watch next. */
export function MoreVideos({ currentId }: { currentId: number }) {
  const { data } = useQuery(videoQueries.list({ sort: 'hot', page: 1, size: SHOWN + 1 }));
  const items = (data?.list ?? []).filter((v) => v.id !== currentId).slice(0, SHOWN);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="更多视频">
      <Title order={3} fz={16} mb="sm">
        更多视频
      </Title>
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          暂无其他视频
        </Text>
      ) : (
        <Stack gap="sm">
          {items.map((v) => (
            <a key={v.id} href={videoHref(v.id)} className={classes.row}>
              <span className={classes.thumb}>
                {v.coverUrl ? <img src={v.coverUrl} alt="" loading="lazy" /> : null}
                {v.durationSeconds ? <span className={classes.duration}>{formatDuration(v.durationSeconds)}</span> : null}
              </span>
              <span className={classes.text}>
                <Text fz="sm" fw={500} lineClamp={2} className={classes.title}>
                  {v.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {v.author.nickname} · 播放 {v.views}
                </Text>
              </span>
            </a>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
