import type { OutputOf } from '@contract/platform/endpoint';
import { EVENT_ACTION_NAMES, EVENT_ACTIONS, type EventAction } from '@contract/platform/events';
import { OPERATE_COLUMNS, reportUserOperate } from '@contract/reports/reports-audit';
import { formatDateTime } from '@/shared/lib/datetime';
import type { PagedColumn } from '@/shared/table/paged-column';
import { baseFilters, sortFor } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';
import type { ReportSearch } from '../lib/report-search';

type Row = OutputOf<typeof reportUserOperate>['list'][number];

/** The URL's action when it is one the log knows (a hand-edited link may carry another). */
const actionOf = (search: ReportSearch): EventAction | undefined =>
  EVENT_ACTIONS.includes(search.action as EventAction) ? (search.action as EventAction) : undefined;

/** `/reportStatistics/user-operate` (操作记录): who did what to which item, from which address, when. */
export const operateReport = defineReport<typeof reportUserOperate, never, Row>({
  title: '操作记录',
  endpoint: reportUserOperate,
  input: (search) => ({ ...baseFilters(search), ...sortFor(search, OPERATE_COLUMNS), action: actionOf(search) }),
  export: 'userOperate',
  filters: {
    keyword: '用户或对象名称',
    extra: [
      {
        kind: 'select',
        label: '操作',
        placeholder: '全部操作',
        options: EVENT_ACTIONS.map((a) => ({ value: a, label: EVENT_ACTION_NAMES[a] })),
        width: 140,
        searchable: true,
        value: (search) => actionOf(search) ?? null,
        change: (v) => ({ action: v ?? undefined }),
      },
    ],
  },
  table: {
    memoryKey: () => 'userOperate',
    label: () => '操作记录',
    rowKey: (r) => String(r.id),
    columns: () =>
      OPERATE_COLUMNS.map((c): PagedColumn<Row> => {
        if (c.key === 'time') return { ...c, fixed: true, size: 170, render: (r) => formatDateTime(r.time) };
        if (c.key === 'title') return { ...c, size: 240, render: (r) => r.title ?? '—' };
        return { ...c };
      }),
  },
});
