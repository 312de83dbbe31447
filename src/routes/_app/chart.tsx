import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { graphQueries } from '@/modules/graph/api/graph-queries';
import { chartSearchSchema } from '@/modules/graph/lib/chart-search';
import { CHART_SEARCH_DEFAULTS } from '@/modules/graph/lib/chart-search-defaults';
import { ChartScreen } from '@/modules/graph/screens/chart-screen';

/**
 * `/chart` (知识图谱): paths between two entities. The whole view (ends, mode,
 * k, hops, model, filters, nodes hidden and expanded, the selected node and
 * the side panels) lives in the URL.
 */
export const Route = createFileRoute('/_app/chart')({
  staticData: { title: '知识图谱' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_DISPLAY_WEB', '知识图谱'),
  validateSearch: chartSearchSchema,
  search: { middlewares: [stripSearchParams(CHART_SEARCH_DEFAULTS)] },
  // The class tree and relation types the path's filters are made of (prefetched: the screen shows
  // a refusal itself); the path waits for them.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.prefetchQuery(graphQueries.classes()), queryClient.prefetchQuery(graphQueries.relationTypes())]),
  component: ChartRoute,
});

function ChartRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChartScreen
      search={search}
      onChange={(next, options) => void navigate({ search: (s) => ({ ...s, ...next }), replace: options?.replace })}
    />
  );
}
