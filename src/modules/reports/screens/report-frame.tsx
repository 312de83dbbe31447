import { REPORT_PAGES } from '@contract/reports/reports';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { usePageTitle } from '@/shared/lib/page-title';
import type { ReportRoute } from '../lib/report-nav';
import type { ReportScreenProps } from '../lib/report-page';
import type { AnyReportPageDef } from '../lib/report-page-def';
import type { ReportSearch } from '../lib/report-search';

// In a chunk of its own: the definitions' pages share it, and ECharts comes with the first chart.
const ReportPage = lazy(() => import('./report-page').then((m) => ({ default: m.ReportPage })));

interface ReportFrameProps {
  page: ReportRoute;
  /** The URL's params as the page's route checked them. */
  search: ReportSearch;
  render: (props: ReportScreenProps) => ReactNode;
}

/**
 * A report page as its route shows it: titled in the tab as the contract names it, its screen
 * (loaded lazily) given the URL's params; a change merges into them.
 */
export function ReportFrame({ page, search, render }: ReportFrameProps) {
  usePageTitle(REPORT_PAGES.find((p) => p.route === page)?.title);
  const navigate = useNavigate();
  // The route's validateSearch checks the merged params again on arrival.
  const onChange = (next: Partial<ReportSearch>) =>
    void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...next }) } as never);
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {render({ search, onChange })}
    </Suspense>
  );
}

/** A report page drawn from its definition. */
export function ReportDefFrame({ page, def, search }: Omit<ReportFrameProps, 'render'> & { def: AnyReportPageDef }) {
  return <ReportFrame page={page} search={search} render={(props) => <ReportPage def={def} {...props} />} />;
}
