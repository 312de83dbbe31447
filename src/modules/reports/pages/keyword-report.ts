import type { OutputOf } from '@contract/platform/endpoint';
import { KEYWORD_COLUMNS, reportUserKeyword } from '@contract/reports/reports-people';
import { formatDateTime } from '@/shared/lib/datetime';
import { baseFilters, sortFor } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';

type Row = OutputOf<typeof reportUserKeyword>['list'][number];
/** Keywords drawn over time: more lines than this are unreadable (the table has them all). */
const LINES = 5;

/** `/reportStatistics/user-keyword` (用户关键词): what a person or the groups searched, and how the top words moved. */
export const keywordReport = defineReport<typeof reportUserKeyword, never, Row>({
  title: '用户关键词',
  endpoint: reportUserKeyword,
  input: (search) => ({
    ...baseFilters(search),
    ...sortFor(search, KEYWORD_COLUMNS),
    granularity: search.granularity ?? 'day',
    userId: search.userId,
  }),
  export: 'userKeyword',
  filters: { keyword: '关键词', extra: [{ kind: 'person', placeholder: '全部人员' }] },
  charts: [
    {
      kind: 'trend',
      title: '热门关键词走势',
      data: (out) => ({
        kind: 'line',
        categories: out.buckets,
        series: [
          { name: '全部搜索', values: out.totals },
          ...out.top.slice(0, LINES).map((t) => ({ name: t.keyword, values: t.series })),
        ],
      }),
    },
  ],
  table: {
    memoryKey: () => 'userKeyword',
    label: () => '关键词',
    rowKey: (r) => r.keyword,
    columns: () =>
      KEYWORD_COLUMNS.map((c) => ({
        ...c,
        fixed: c.key === 'keyword',
        numeric: c.key === 'count' || c.key === 'users',
        drill: c.key === 'count',
        size: c.key === 'keyword' ? 220 : c.key === 'lastTime' ? 170 : undefined,
        render: c.key === 'lastTime' ? (r: Row) => formatDateTime(r.lastTime) : undefined,
      })),
  },
  drill: {
    cell: (row, _column, search) => ({
      metric: 'searches',
      searchKeyword: row.keyword,
      userId: search.userId,
      title: `搜索 · ${row.keyword}`,
    }),
  },
});
