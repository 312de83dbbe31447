import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { graphQueries } from '@/modules/graph/api/graph-queries';

// Loaded by the route's own chunk: the screen's parts stay out of the route table the first
// screen carries (the /login JavaScript ceiling, issue 15).
const PublicOverviewScreen = lazy(() =>
  import('@/modules/graph/screens/public-overview-screen').then((m) => ({ default: m.PublicOverviewScreen })),
);

/** `/detail-cool` (public, no shell): the atlas overview, full screen. */
export const Route = createFileRoute('/detail-cool')({
  staticData: { title: '知识图谱总览' },
  // Prefetched: a public graph that is off answers a refusal the screen words itself.
  loader: ({ context }) => context.queryClient.prefetchQuery(graphQueries.publicOverview()),
  component: () => (
    <Suspense fallback={null}>
      <PublicOverviewScreen />
    </Suspense>
  ),
});
