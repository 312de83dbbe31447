import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';

// Loaded by the route's own chunk: the screen's parts stay out of the route table the first
// screen carries (the /login JavaScript ceiling, issue 15).
const PublicSmallChartScreen = lazy(() =>
  import('@/modules/graph/screens/public-small-chart-screen').then((m) => ({ default: m.PublicSmallChartScreen })),
);

/** `/detail-small-chart/:name` (public, no shell, embeddable): one entity's graph. */
export const Route = createFileRoute('/detail-small-chart/$name')({
  staticData: { title: '实体图谱' },
  component: SmallChartRoute,
});

function SmallChartRoute() {
  const { name } = Route.useParams();
  return <PublicSmallChartScreen key={name} name={name} />;
}
