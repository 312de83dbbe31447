import { REPORT_PAGES } from '@contract/reports';

/**
 * The report pages the app offers, in the menu's order (SPEC §2). A page
 * joins when its screen works against the server; `exam` shows its empty
 * state until the college brings exam data.
 */
export const READY_REPORT_ROUTES: ReadonlySet<string> = new Set([
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
]);

export const REPORT_NAV = REPORT_PAGES.filter((p) => READY_REPORT_ROUTES.has(p.route)).map((p) => ({
  route: p.route,
  title: p.title,
  to: `/reportStatistics/${p.route}`,
}));
