import type { VideoDetail } from '@contract/video/video';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { itemKey } from '@/shared/knowledge/scope';
import { videoQueries } from '../api/video-queries';
import { VIDEO_SCOPE } from '../api/video-scope';
import { useProgressReporter } from '../hooks/use-progress-reporter';
import { formatDuration } from '../lib/format-duration';
import { resumeAt } from '../lib/resume';
import classes from './video-player.module.css';

interface VideoPlayerProps {
  detail: VideoDetail;
}

/**
 * The HTML5 player of a video: the signed stream URL (the server answers
 * Range requests, so seeking works), resumed at the reader's saved
 * position, reporting position and watch time as it plays. A URL that
 * expires mid-play is renewed and playback goes on where it was.
 */
export function VideoPlayer({ detail }: VideoPlayerProps) {
  const queryClient = useQueryClient();
  const stream = useQuery(videoQueries.streamUrl(detail.id));
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [resumedAt, setResumedAt] = useState(0);
  /** Where to continue after the source was renewed, and whether it was playing. */
  const restore = useRef<{ time: number; play: boolean } | null>(null);
  const renewed = useRef(false);

  useProgressReporter(video, {
    id: detail.id,
    ready,
    onReport: (position) =>
      // Coming back to this page before the detail is refetched must not resume at an older position.
      queryClient.setQueriesData<VideoDetail>(
        { queryKey: itemKey(VIDEO_SCOPE, detail.id), predicate: (q) => typeof q.queryKey[3] === 'object' },
        (old) => (old ? { ...old, position } : old),
      ),
  });

  const onLoadedMetadata = () => {
    const el = video.current;
    if (!el) return;
    if (restore.current) {
      el.currentTime = restore.current.time;
      if (restore.current.play) void el.play().catch(() => undefined);
      restore.current = null;
      // The renewed URL works: it may be renewed in turn when it expires (URLs last minutes, videos longer).
      renewed.current = false;
      return;
    }
    if (ready) return;
    const start = resumeAt(detail.position, Number.isFinite(el.duration) ? el.duration : detail.durationSeconds);
    if (start > 0) el.currentTime = start;
    setResumedAt(start);
    setReady(true);
  };

  const onError = () => {
    const el = video.current;
    // One renewal per expiry: a renewed URL that fails before it loads is a real error, shown by the browser's player.
    if (!el || renewed.current || !ready) return;
    renewed.current = true;
    restore.current = { time: el.currentTime, play: !el.paused };
    void stream.refetch();
  };

  const restart = () => {
    const el = video.current;
    if (!el) return;
    el.currentTime = 0;
    setResumedAt(0);
    void el.play().catch(() => undefined);
  };

  return (
    <div>
      <div className={classes.frame}>
        <video
          ref={video}
          className={classes.video}
          src={stream.data?.url}
          poster={detail.posterUrl ?? undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`视频：${detail.title}`}
          onLoadedMetadata={onLoadedMetadata}
          onError={onError}
        >
          <track kind="captions" />
        </video>
        {stream.isPending ? (
          <Center className={classes.overlay}>
            <Loader color="white" aria-label="正在获取播放地址" />
          </Center>
        ) : null}
      </div>
      {stream.isError ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          无法获取播放地址：{stream.error.message}
          <Button size="compact-sm" variant="light" ml="sm" onClick={() => void stream.refetch()}>
            重试
          </Button>
        </Alert>
      ) : null}
      {resumedAt > 0 ? (
        <Group gap="sm" mt="xs" role="status">
          <Text fz="sm" c="dimmed">
            已从上次观看的位置 {formatDuration(resumedAt)} 继续
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={restart}>
            从头播放
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
