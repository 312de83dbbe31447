import { reportUserTask, TASK_GROUP_COLUMNS, TASK_USER_COLUMNS, TASK_VIEWS } from '@contract/reports/reports-people';
import type { PagedRow } from '@/shared/table/paged-column';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';

type TaskView = (typeof TASK_VIEWS)[number];
const VIEW_NAMES: Record<TaskView, string> = { users: '按人员', groups: '按部门' };
/** A person's decisions open the events behind them (a group's are sums). */
const DRILL = { done: 'tasksDone', approved: 'approved', rejected: 'rejected' } as const;
const columnsOf = (view: TaskView) => (view === 'users' ? TASK_USER_COLUMNS : TASK_GROUP_COLUMNS);

/** `/reportStatistics/user-task` (任务统计): tasks given and done, approvals decided, per person or per group. */
export const taskReport = defineReport<typeof reportUserTask, TaskView, PagedRow>({
  title: '任务统计',
  endpoint: reportUserTask,
  input: (search) => {
    const view = tabOf(search, TASK_VIEWS);
    return { ...baseFilters(search), ...sortFor(search, columnsOf(view)), view };
  },
  export: 'userTask',
  filters: {},
  tabs: { views: TASK_VIEWS, names: VIEW_NAMES, resetsSort: true },
  table: {
    memoryKey: (view) => `userTask.${view}`,
    label: (view) => `任务统计（${VIEW_NAMES[view]}）`,
    rowKey: (r) => String(r.userId ?? r.groupId),
    columns: (view) =>
      columnsOf(view).map((c) => ({
        ...c,
        fixed: c.key === 'name',
        numeric: c.key !== 'name' && c.key !== 'groupName',
        drill: view === 'users' && c.key in DRILL,
      })),
  },
  drill: {
    cell: (row, column) => {
      const metric = DRILL[column.key as keyof typeof DRILL];
      return metric ? { metric, userId: Number(row.userId), title: `${String(row.name)} · ${column.title}` } : undefined;
    },
  },
});
