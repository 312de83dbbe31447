import type { VideoDetail } from '@contract/video/video';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DiffRows } from '@/shared/knowledge/diff/diff-rows';
import { diffTexts } from '@/shared/knowledge/lib/text-diff';
import { QueryError } from '@/shared/ui/query-error';
import { videoQueries } from '../api/video-queries';

interface CompareVersionsModalProps {
  id: number;
  /** Older version first; null when closed. */
  pair: [number, number] | null;
  onClose: () => void;
}

/** The information a version of a video carries, one fact per line, for the diff. */
function describe(v: VideoDetail): string {
  return [
    `标题：${v.title}`,
    `简介：${v.summary || '（无）'}`,
    `标签：${v.labels.map((l) => l.name).join('、') || '（无）'}`,
    `所属组织：${v.group?.name ?? '（无）'}`,
  ].join('\n');
}

/** Two versions of a video's information side by side (videos keep one file; versions change the information). */
export function CompareVersionsModal({ id, pair, onClose }: CompareVersionsModalProps) {
  const [left, right] = pair ?? [0, 0];
  const a = useQuery({ ...videoQueries.detail({ id, version: left }), enabled: pair !== null });
  const b = useQuery({ ...videoQueries.detail({ id, version: right }), enabled: pair !== null });
  const rows = useMemo(() => (a.data && b.data ? diffTexts(describe(a.data), describe(b.data)) : null), [a.data, b.data]);
  const error = a.error ?? b.error;
  return (
    <Modal opened={pair !== null} onClose={onClose} title="版本对比" size="xl">
      {rows ? (
        <DiffRows rows={rows} header={[`第${left}版`, `第${right}版`]} />
      ) : error ? (
        <QueryError
          error={error}
          onRetry={() => {
            if (a.error) void a.refetch();
            if (b.error) void b.refetch();
          }}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label="加载中" />
        </Center>
      )}
    </Modal>
  );
}
