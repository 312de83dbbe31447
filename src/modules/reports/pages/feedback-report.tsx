import type { OutputOf } from '@contract/platform/endpoint';
import { FEEDBACK_COLUMNS, reportUserFeedback } from '@contract/reports/reports-search';
import { Badge } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import type { PagedColumn } from '@/shared/table/paged-column';
import { FeedbackHandleButton } from '../components/feedback-handle-button';
import { baseFilters, sortFor } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';

type Row = OutputOf<typeof reportUserFeedback>['list'][number];

const yesNo = (v: boolean | undefined) => (v === undefined ? null : v ? 'yes' : 'no');
const fromYesNo = (v: string | null) => (v === null ? undefined : v === 'yes');

/** `/reportStatistics/user-feedback` (用户反馈): 有用/没用 with comments; a viewer marks one handled. */
export const feedbackReport = defineReport<typeof reportUserFeedback, never, Row>({
  title: '用户反馈',
  endpoint: reportUserFeedback,
  input: (search) => ({
    ...baseFilters(search),
    ...sortFor(search, FEEDBACK_COLUMNS),
    useful: search.useful,
    handled: search.handled,
  }),
  export: 'userFeedback',
  filters: {
    keyword: '搜索词或意见',
    extra: [
      {
        kind: 'select',
        label: '评价',
        placeholder: '全部',
        options: [
          { value: 'yes', label: '有用' },
          { value: 'no', label: '没用' },
        ],
        width: 110,
        value: (search) => yesNo(search.useful),
        change: (v) => ({ useful: fromYesNo(v) }),
      },
      {
        kind: 'select',
        label: '处理状态',
        placeholder: '全部',
        options: [
          { value: 'yes', label: '已处理' },
          { value: 'no', label: '未处理' },
        ],
        width: 110,
        value: (search) => yesNo(search.handled),
        change: (v) => ({ handled: fromYesNo(v) }),
      },
    ],
  },
  table: {
    memoryKey: () => 'userFeedback',
    label: () => '反馈记录',
    rowKey: (r) => String(r.id),
    columns: () => [
      ...FEEDBACK_COLUMNS.map((c): PagedColumn<Row> => {
        if (c.key === 'time') return { ...c, fixed: true, size: 170, render: (r) => formatDateTime(r.time) };
        if (c.key === 'useful')
          return {
            ...c,
            size: 90,
            render: (r) => (
              <Badge variant="light" color={r.useful ? 'teal' : 'red'}>
                {r.useful ? '有用' : '没用'}
              </Badge>
            ),
          };
        if (c.key === 'comment') return { ...c, size: 240 };
        if (c.key === 'handledAt')
          return { ...c, size: 170, render: (r) => (r.handledAt ? formatDateTime(r.handledAt) : '未处理') };
        return { ...c };
      }),
      {
        key: 'handle',
        title: '操作',
        size: 110,
        render: (r) => (r.handledAt ? null : <FeedbackHandleButton id={r.id} />),
      },
    ],
  },
});
