import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { entitySearchSchema } from '@/modules/graph/lib/entity-search';
import { EntityChartScreen } from '@/modules/graph/screens/entity-chart-screen';

/** `/detail/chart/:name`: an entity by name and its neighbours. */
export const Route = createFileRoute('/_app/detail/chart/$name')({
  staticData: { title: '实体知识图谱' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_GRAPH_DISPLAY_WEB', '知识图谱'),
  validateSearch: entitySearchSchema,
  component: EntityChartRoute,
});

function EntityChartRoute() {
  const { name } = Route.useParams();
  const { node } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EntityChartScreen
      key={name}
      name={name}
      nodeId={node}
      onChoose={(id) => void navigate({ search: (s) => ({ ...s, node: id }) })}
    />
  );
}
