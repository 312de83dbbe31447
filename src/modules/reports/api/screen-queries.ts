import { reportAll } from '@contract/reports/reports-overview';
import { reportUserSummary } from '@contract/reports/reports-people';
import { baseFilters } from '../lib/report-filters';
import type { ReportSearch } from '../lib/report-search';
import { reportQuery } from './report-queries';

// The calls of the two report pages drawn by screens of their own (cards, not a table),
// for the URL's params: what the screen reads and its route's loader asks.

/** 总览: every figure of the period, bucketed by the URL's granularity. */
export const overviewQuery = (search: ReportSearch) =>
  reportQuery(reportAll, { ...baseFilters(search), granularity: search.granularity ?? 'day', page: 1 });

/** 个人年度报告: one person's year; nothing to ask until a person is picked. */
export function summaryQuery(search: ReportSearch) {
  const { page: _page, size: _size, keyword: _keyword, ...filters } = baseFilters(search);
  return reportQuery(reportUserSummary, search.userId ? { ...filters, userId: search.userId } : null);
}
