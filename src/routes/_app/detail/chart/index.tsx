import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';

// Loaded by the route's own chunk: the screen's many parts stay out of the route table the
// first screen carries (the /login JavaScript ceiling, issue 15).
const EntryChartScreen = lazy(() =>
  import('@/modules/graph/screens/entry-chart-screen').then((m) => ({ default: m.EntryChartScreen })),
);

/** `/detail/chart?id=`: an entry's graph; without an id, the atlas overview's entry. */
export const Route = createFileRoute('/_app/detail/chart/')({
  staticData: { title: '条目知识图谱' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_DISPLAY_WEB', '知识图谱'),
  component: EntryChartRoute,
});

function EntryChartRoute() {
  const { id } = Route.useSearch();
  return <EntryChartScreen key={id} id={id} />;
}
