import { Button, Center, Loader } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ApiError, isApiError } from '@/shared/lib/api-error';
import { StatusPage } from '@/shared/ui/status-page';

interface ItemGateProps<T, K extends QueryKey> {
  id: number;
  /** The item's detail query (its key and fetch). */
  query: UseQueryOptions<T, ApiError, T, K>;
  /** What the item is called: '文档', '视频'. */
  noun: string;
  /** What readers do with it, for the refusal text: '查看', '观看'. */
  verb?: string;
  onBack: () => void;
  children: (detail: T) => ReactNode;
}

/** Envelope codes of a refusal to show an item (not found, deleted, invisible, no permission). */
const REFUSED = new Set([400, 403, 404]);

function NotFound({ noun, verb, onBack }: { noun: string; verb: string; onBack: () => void }) {
  return (
    <StatusPage
      code="404"
      title={`${noun}不存在或无权查看`}
      description={`该${noun}可能已被删除、尚未发布，或您没有${verb}它的权限。`}
      actions={
        <Button variant="light" onClick={onBack}>
          返回
        </Button>
      }
    />
  );
}

/**
 * Loads an item and shows the loading, refused and failed states. Once
 * shown, an item stays on screen while a refetch fails (e.g. just after it
 * was deleted, before the page moves on).
 */
export function ItemGate<T, K extends QueryKey>({
  id,
  query: options,
  noun,
  verb = '查看',
  onBack,
  children,
}: ItemGateProps<T, K>) {
  const query = useQuery({ ...options, enabled: id > 0 });
  if (id <= 0) return <NotFound noun={noun} verb={verb} onBack={onBack} />;
  if (query.data) return children(query.data);
  if (query.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  const error = query.error;
  if (isApiError(error) && error.kind === 'server' && REFUSED.has(error.code))
    return <NotFound noun={noun} verb={verb} onBack={onBack} />;
  return (
    <StatusPage
      code="出错了"
      title={`${noun}加载失败`}
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
