import type { KnowledgeDetail } from '@contract/knowledge';
import { Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/shared/lib/api-error';
import { StatusPage } from '@/shared/ui/status-page';
import { detailQueries } from '../api/detail-queries';
import { DetailNotFound } from './detail-not-found';

interface DetailGateProps {
  id: number;
  version?: number;
  onBack: () => void;
  children: (detail: KnowledgeDetail) => ReactNode;
}

/** Envelope codes of a refusal to show an entry (not found, deleted, invisible, no wiki permission). */
const REFUSED = new Set([400, 403, 404]);

/**
 * Loads an entry for any of its pages and shows the loading, refused and
 * failed states. Once shown, an entry stays on screen while a refetch fails
 * (e.g. just after it was deleted, before the page moves on).
 */
export function DetailGate({ id, version, onBack, children }: DetailGateProps) {
  const query = useQuery({ ...detailQueries.detail({ id, version }), enabled: id > 0 });
  if (id <= 0) return <DetailNotFound onBack={onBack} />;
  if (query.data) return children(query.data);
  if (query.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  const error = query.error;
  if (isApiError(error) && error.kind === 'server' && REFUSED.has(error.code)) return <DetailNotFound onBack={onBack} />;
  return (
    <StatusPage
      code="出错了"
      title="词条加载失败"
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
