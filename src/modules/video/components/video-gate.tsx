import type { VideoDetail } from '@contract/video';
import { Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/shared/lib/api-error';
import { StatusPage } from '@/shared/ui/status-page';
import { videoQueries } from '../api/video-queries';

interface VideoGateProps {
  id: number;
  version?: number;
  onBack: () => void;
  children: (detail: VideoDetail) => ReactNode;
}

/** Envelope codes of a refusal to show a video (not found, deleted, invisible, no permission). */
const REFUSED = new Set([400, 403, 404]);

function NotFound({ onBack }: { onBack: () => void }) {
  return (
    <StatusPage
      code="404"
      title="视频不存在或无权查看"
      description="该视频可能已被删除、尚未发布，或您没有观看它的权限。"
      actions={
        <Button variant="light" onClick={onBack}>
          返回
        </Button>
      }
    />
  );
}

/**
 * Loads a video and shows the loading, refused and failed states. Once
 * shown, a video stays on screen while a refetch fails (e.g. just after it
 * was deleted, before the page moves on).
 */
export function VideoGate({ id, version, onBack, children }: VideoGateProps) {
  const query = useQuery({ ...videoQueries.detail({ id, version }), enabled: id > 0 });
  if (id <= 0) return <NotFound onBack={onBack} />;
  if (query.data) return children(query.data);
  if (query.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  const error = query.error;
  if (isApiError(error) && error.kind === 'server' && REFUSED.has(error.code)) return <NotFound onBack={onBack} />;
  return (
    <StatusPage
      code="出错了"
      title="视频加载失败"
      description={error?.message ?? '请稍后重试'}
      actions={
        <>
          <Button onClick={() => void query.refetch()}>重试</Button>
          <Button variant="default" onClick={onBack}>
            返回
          </Button>
        </>
      }
    />
  );
}
