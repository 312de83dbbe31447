import { createFileRoute } from '@tanstack/react-router';
import { PublicSmallChartScreen } from '@/modules/graph/screens/public-small-chart-screen';

/** `/detail-small-chart/:name` (public, no shell, embeddable): one entity's graph. */
export const Route = createFileRoute('/detail-small-chart/$name')({
  staticData: { title: '实体图谱' },
  component: SmallChartRoute,
});

function SmallChartRoute() {
  const { name } = Route.useParams();
  return <PublicSmallChartScreen key={name} name={name} />;
}
