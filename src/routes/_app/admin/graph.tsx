import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { graphAdminSearch } from '@/modules/graph/lib/admin-search';
import { GraphAdminScreen } from '@/modules/graph/screens/graph-admin-screen';

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
  return <GraphAdminScreen tab={tab} onTab={(t) => void navigate({ search: t === 'import' ? {} : { tab: t } })} />;
}
