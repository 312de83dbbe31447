import { USER_TYPE_NAMES } from '@contract/admin/admin';
import type { OutputOf } from '@contract/platform/endpoint';
import type { ReportMetric } from '@contract/reports/reports-overview';
import { reportUser, USER_COLUMNS } from '@contract/reports/reports-people';
import { baseFilters, sortFor } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';

type Row = OutputOf<typeof reportUser>['list'][number];

/** The figures of a user row that open the person's events behind them. */
const DRILL: Partial<Record<keyof Row, ReportMetric>> = {
  views: 'views',
  searches: 'searches',
  downloads: 'downloads',
  contributions: 'contributions',
};

/** `/reportStatistics/user` (用户统计): each person's activity in the period. */
export const usersReport = defineReport<typeof reportUser, never, Row>({
  title: '用户统计',
  endpoint: reportUser,
  input: (search) => ({ ...baseFilters(search), userType: search.userType, ...sortFor(search, USER_COLUMNS) }),
  export: 'user',
  filters: {
    keyword: '姓名或账号',
    extra: [
      {
        kind: 'select',
        label: '用户类型',
        placeholder: '全部类型',
        options: Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label })),
        width: 170,
        value: (search) => (search.userType === undefined ? null : String(search.userType)),
        change: (v) => ({ userType: v === null ? undefined : Number(v) }),
      },
    ],
  },
  table: {
    memoryKey: () => 'user',
    label: () => '用户活跃情况',
    rowKey: (r) => String(r.userId),
    columns: () => USER_COLUMNS.map((c) => ({ ...c, fixed: c.key === 'name', numeric: c.key in DRILL, drill: c.key in DRILL })),
  },
  drill: {
    cell: (row, column) => {
      const metric = DRILL[column.key as keyof Row];
      return metric ? { metric, userId: row.userId, title: `${row.name} · ${column.title}` } : undefined;
    },
  },
});
