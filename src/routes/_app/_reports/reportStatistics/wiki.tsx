import { createFileRoute } from '@tanstack/react-router';
import { KnowledgeReportScreen } from '@/modules/reports/screens/knowledge-report-screen';

/** `/reportStatistics/wiki` (词条统计：每个词条、标签、部门的阅读与互动，以及未被阅读的词条). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/wiki')({
  staticData: { title: '词条统计' },
  component: WikiRoute,
});

function WikiRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <KnowledgeReportScreen
      kind="wiki"
      search={search}
      onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })}
    />
  );
}
