import { createFileRoute } from '@tanstack/react-router';
import { KnowledgeReportScreen } from '@/modules/reports/screens/knowledge-report-screen';

/** `/reportStatistics/library` (文档统计：每个文档、标签、部门的阅读、下载与互动，以及未被阅读的文档). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/library')({
  staticData: { title: '文档统计' },
  component: LibraryRoute,
});

function LibraryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <KnowledgeReportScreen
      kind="library"
      search={search}
      onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })}
    />
  );
}
