import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { knowledgeReport } from '@/modules/reports/pages/knowledge-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/library` (文档统计): the library domain's report, drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/library')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.knowledge,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(knowledgeReport('library'), deps)),
  component: LibraryReportRoute,
});

function LibraryReportRoute() {
  return <ReportDefFrame page="library" def={knowledgeReport('library')} search={Route.useSearch()} />;
}
