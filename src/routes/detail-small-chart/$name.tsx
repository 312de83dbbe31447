import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { graphQueries } from '@/modules/graph/api/graph-queries';

// Loaded by the route's own chunk: the screen's parts stay out of the route table the first
// screen carries (the /login JavaScript ceiling, issue 15).
const PublicSmallChartScreen = lazy(() =>
  import('@/modules/graph/screens/public-small-chart-screen').then((m) => ({ default: m.PublicSmallChartScreen })),
);

/** `/detail-small-chart/:name` (public, no shell, embeddable): one entity's graph. */
export const Route = createFileRoute('/detail-small-chart/$name')({
  staticData: { title: '实体图谱' },
  // Prefetched: an entity outside the public classes answers a refusal the screen words itself.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(graphQueries.publicSmall(params.name)),
  component: SmallChartRoute,
});

function SmallChartRoute() {
  const { name } = Route.useParams();
  // Its own boundary: while the chunk loads the header and menu stay (the page was blank 1–2 s, issue 28).
  return (
    <Suspense fallback={null}>
      <PublicSmallChartScreen key={name} name={name} />
    </Suspense>
  );
}
