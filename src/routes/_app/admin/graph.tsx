import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { graphAdminSearch } from '@/modules/graph/lib/admin-search';

// The screen arrives in a chunk of its own: the first screen lists only this route's (its shared
// import and download parts with the console's would otherwise each be named there).
const GraphAdminScreen = lazy(() =>
  import('@/modules/graph/screens/graph-admin-screen').then((m) => ({ default: m.GraphAdminScreen })),
);

/** `/admin/graph` (图谱管理): holders of 知识图谱管理 import and edit entities and relations. */
export const Route = createFileRoute('/_app/admin/graph')({
  staticData: { title: '图谱管理' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_MANAGE', '图谱管理'),
  validateSearch: graphAdminSearch,
  component: GraphAdminRoute,
});

function GraphAdminRoute() {
  const { tab = 'import' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={null}>
      <GraphAdminScreen tab={tab} onTab={(t) => void navigate({ search: t === 'import' ? {} : { tab: t } })} />
    </Suspense>
  );
}
