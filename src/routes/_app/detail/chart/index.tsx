import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { EntryChartScreen } from '@/modules/graph/screens/entry-chart-screen';

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
