import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { graphQueries } from '@/modules/graph/api/graph-queries';
import { ChartLoading } from '@/modules/graph/components/chart-loading';

// Loaded by the route's own chunk: the screen's many parts stay out of the route table the
// first screen carries (the /login JavaScript ceiling, issue 15).
const EntryChartScreen = lazy(() =>
  import('@/modules/graph/screens/entry-chart-screen').then((m) => ({ default: m.EntryChartScreen })),
);

/** `/detail/chart?id=`: an entry's graph; without an id, the atlas overview's entry. */
export const Route = createFileRoute('/_app/detail/chart/')({
  staticData: { title: '条目知识图谱' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_DISPLAY_WEB', '知识图谱'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Prefetched, not ensured: the screen shows a refusal itself. Without an id, the overview names the entry.
  loader: ({ context: { queryClient }, deps: { id } }) =>
    Promise.all([
      id > 0 ? queryClient.prefetchQuery(graphQueries.zoom(id)) : queryClient.prefetchQuery(graphQueries.overview()),
      queryClient.prefetchQuery(graphQueries.relationTypes()),
    ]),
  component: EntryChartRoute,
});

function EntryChartRoute() {
  // `/detail`'s search params, checked by that route.
  const { id } = Route.useSearch();
  // Its own boundary: while the chunk loads the header and menu stay, the title and a spinner below them
  // (the page was blank 1–2 s, issue 28).
  return (
    <Suspense fallback={<ChartLoading title={id > 0 ? '条目知识图谱' : '知识图谱总览'} />}>
      <EntryChartScreen key={id} id={id} />
    </Suspense>
  );
}
