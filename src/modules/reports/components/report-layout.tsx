import type { ReactNode } from 'react';
import { hashLink } from '@/shared/lib/links';
import { SideMenuLayout } from '@/shared/ui/side-menu-layout';
import { REPORT_NAV } from '../lib/report-nav';
import type { ReportSearch } from '../lib/report-search';

/** The params every report page shares: what moving to another page keeps. */
type SharedSearch = Pick<ReportSearch, 'period' | 'from' | 'to' | 'groupId' | 'domainId'>;

interface ReportLayoutProps {
  /** The current pathname, e.g. '/reportStatistics/searchLog'. */
  current: string;
  search: SharedSearch;
  children: ReactNode;
}

/** The filters a page's link keeps: the shared ones, not another page's sort, page or tab. */
const sharedFilters = (s: SharedSearch) => ({
  period: s.period === '30d' ? undefined : s.period,
  from: s.period === 'range' ? s.from : undefined,
  to: s.period === 'range' ? s.to : undefined,
  groupId: s.groupId,
  domainId: s.domainId,
});

/**
 * Every `/reportStatistics/*` page: the reports' menu beside the page (a row
 * of tabs on a phone). Moving to another report keeps the period, group and
 * domain in force.
 */
export function ReportLayout({ current, search, children }: ReportLayoutProps) {
  const filters = sharedFilters(search);
  const items = REPORT_NAV.map((p) => ({ to: p.to, title: p.title, href: hashLink(p.to, filters) }));
  return (
    <SideMenuLayout title="统计报表" items={items} active={REPORT_NAV.find((p) => current === p.to)?.to}>
      {children}
    </SideMenuLayout>
  );
}
