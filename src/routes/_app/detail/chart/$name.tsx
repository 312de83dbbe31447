import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { graphQueries } from '@/modules/graph/api/graph-queries';
import { ChartLoading } from '@/modules/graph/components/chart-loading';
import { entitySearch } from '@/modules/graph/lib/entity-search';

// Loaded by the route's own chunk: the screen's many parts stay out of the route table the
// first screen carries (the /login JavaScript ceiling, issue 15).
const EntityChartScreen = lazy(() =>
  import('@/modules/graph/screens/entity-chart-screen').then((m) => ({ default: m.EntityChartScreen })),
);

/** `/detail/chart/:name`: an entity by name and its neighbours. */
export const Route = createFileRoute('/_app/detail/chart/$name')({
  staticData: { title: '实体知识图谱' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_DISPLAY_WEB', '知识图谱'),
  validateSearch: entitySearch,
  // Prefetched, not ensured: the screen says itself that no entity has the name.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(graphQueries.byName(params.name)),
  component: EntityChartRoute,
});

function EntityChartRoute() {
  const { name } = Route.useParams();
  const { node } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Its own boundary: while the chunk loads the header and menu stay, the title and a spinner below them
  // (the page was blank 1–2 s, issue 28).
  return (
    <Suspense fallback={<ChartLoading title={name} />}>
      <EntityChartScreen
        key={name}
        name={name}
        nodeId={node}
        onChoose={(id) => void navigate({ search: (s) => ({ ...s, node: id }) })}
      />
    </Suspense>
  );
}
