import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { graphQueries } from '../api/graph-queries';
import { PublicFrame } from '../components/public-frame';
import { neighbourhoodDrawing } from '../lib/drawing';

// Imported only lazily (here and in the entry section), the drawing stays one chunk of its own.
const NeighbourhoodDrawing = lazy(() => import('../components/neighbourhood-drawing'));

/** `/detail-cool` (public, full screen): the atlas overview as an anonymous visitor may see it. */
export function PublicOverviewScreen() {
  const q = useQuery(graphQueries.publicOverview());
  const drawing = useMemo(
    () => (q.data ? neighbourhoodDrawing(q.data, new Map(q.data.relationTypes.map((r) => [r.id, r.name]))) : null),
    [q.data],
  );
  const empty = q.data && q.data.nodes.length === 0;
  return (
    <PublicFrame
      title={q.data?.knowledge ? `知识图谱 · ${q.data.knowledge.title}` : '知识图谱'}
      pending={q.isPending}
      error={q.error}
      onRetry={() => void q.refetch()}
      aside={
        q.data && !empty ? (
          <Text fz="sm" c="dimmed">
            {q.data.centreIds.length} 个实体 · 显示 {q.data.edges.length} / 共 {q.data.total.toLocaleString('zh-CN')}
            {q.data.totalCapped ? '+' : ''} 条关系
          </Text>
        ) : null
      }
    >
      {empty ? (
        <Text c="dimmed" ta="center" pt={120} px="md">
          还没有可以公开展示的图谱内容
        </Text>
      ) : drawing ? (
        <NeighbourhoodDrawing nodes={drawing.nodes} edges={drawing.edges} />
      ) : null}
    </PublicFrame>
  );
}
