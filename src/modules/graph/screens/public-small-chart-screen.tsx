import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { graphQueries } from '../api/graph-queries';
import { PublicFrame } from '../components/public-frame';
import { neighbourhoodDrawing, nodeLabel } from '../lib/drawing';

// Imported only lazily (here and in the entry section), the drawing stays one chunk of its own.
const NeighbourhoodDrawing = lazy(() => import('../components/neighbourhood-drawing'));

/** `/detail-small-chart/:name` (public, embeddable): one entity and its public neighbours. */
export function PublicSmallChartScreen({ name }: { name: string }) {
  const q = useQuery(graphQueries.publicSmall(name));
  const drawing = useMemo(
    () => (q.data ? neighbourhoodDrawing(q.data, new Map(q.data.relationTypes.map((r) => [r.id, r.name]))) : null),
    [q.data],
  );
  const centre = q.data?.nodes.find((n) => n.id === q.data?.centreIds[0]);
  return (
    <PublicFrame
      title={centre ? nodeLabel(centre) : name}
      pending={q.isPending}
      error={q.error}
      onRetry={() => void q.refetch()}
      aside={
        q.data ? (
          <Text fz="sm" c="dimmed">
            {centre?.className ?? ''} · 显示 {q.data.edges.length} / 共 {q.data.total.toLocaleString('zh-CN')}
            {q.data.totalCapped ? '+' : ''} 条关系
            {q.data.sameName > 0 ? `（另有 ${q.data.sameName} 个同名实体）` : ''}
          </Text>
        ) : null
      }
    >
      {drawing ? <NeighbourhoodDrawing nodes={drawing.nodes} edges={drawing.edges} centreId={centre?.id} /> : null}
    </PublicFrame>
  );
}
