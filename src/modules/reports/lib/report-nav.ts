import { REPORT_PAGES } from '@contract/reports/reports';

/**
 * The report pages the app offers (SPEC §2 `reportStatistics` children), in
 * the menu's order. A page joins when its screen works against the server;
 * `exam` shows its empty state until the college brings exam data. Titles come from the contract's REPORT_PAGES.
 */
export const READY_REPORT_ROUTES = [
  'all',
  'user',
  'wiki',
  'library',
  'searchLog',
  'exam',
  'user-operate',
  'user-keyword',
  'user-feedback',
  'user-task',
  'user-summary',
] as const;
export type ReportRoute = (typeof READY_REPORT_ROUTES)[number];
/**
 * A report page's address: each is a file route of its own (`routes/_app/reportStatistics/<page>.tsx`;
 * app/report-routes.spa.test.ts fails to compile when one is not a path of the route tree).
 */
export type ReportPath = `/reportStatistics/${ReportRoute}`;

const ready: ReadonlySet<string> = new Set(READY_REPORT_ROUTES);

/** The menu of the report pages the app offers, titled as the contract names them. */
export const REPORT_NAV = REPORT_PAGES.filter((p) => ready.has(p.route)).map((p) => ({
  route: p.route,
  title: p.title,
  to: `/reportStatistics/${p.route}` as ReportPath,
}));
