import type { OutputOf } from '@contract/platform/endpoint';
import {
  reportSearchLog,
  SEARCH_LOG_COLUMNS,
  SEARCH_LOG_VIEW_NAMES,
  SEARCH_LOG_VIEWS,
  type SearchLogView,
} from '@contract/reports/reports-search';
import { UnstyledButton } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import type { PagedColumn } from '@/shared/table/paged-column';
import tableClasses from '@/shared/table/paged-table.module.css';
import type { DrillTarget } from '../components/drill-drawer';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import { defineReport } from '../lib/report-page-def';

type Row = OutputOf<typeof reportSearchLog>['list'][number];

/** Column widths (px) by key; the rest take 100 (numbers 80). */
const WIDTHS: Record<string, number> = {
  time: 150,
  userName: 90,
  groupName: 100,
  keyword: 150,
  filters: 160,
  tookMs: 96,
  clickedTitle: 140,
};

/** A keyword's searches, in the drawer. */
const keywordDrill = (keyword: string): DrillTarget => ({
  metric: 'searches',
  title: `搜索 · ${keyword}`,
  searchKeyword: keyword,
});

/** `/reportStatistics/searchLog` (搜索日志): every search, the keyword cloud, and the searches that found nothing or were never clicked. */
export const searchLogReport = defineReport<typeof reportSearchLog, SearchLogView, Row>({
  title: '搜索日志',
  endpoint: reportSearchLog,
  input: (search) => ({ ...baseFilters(search), ...sortFor(search, SEARCH_LOG_COLUMNS), view: tabOf(search, SEARCH_LOG_VIEWS) }),
  export: 'searchLog',
  filters: { keyword: '按关键词筛选' },
  tabs: { views: SEARCH_LOG_VIEWS, names: SEARCH_LOG_VIEW_NAMES, resetsSort: false },
  charts: [
    {
      kind: 'cloud',
      title: (view) => `${SEARCH_LOG_VIEW_NAMES[view]} · 关键词云`,
      words: (out) => out.cloud,
      drill: keywordDrill,
    },
  ],
  table: {
    memoryKey: () => 'searchLog',
    label: () => '搜索记录',
    rowKey: (r) => String(r.id),
    columns: (_view, openDrill) =>
      SEARCH_LOG_COLUMNS.map((c) => {
        const numeric = c.key === 'hits' || c.key === 'tookMs' || c.key === 'position';
        // Widths that fit the report's column at 1,440 px (issue 28): the nine columns in about 1,040 px.
        const column: PagedColumn<Row> = { ...c, numeric, size: WIDTHS[c.key] ?? (numeric ? 80 : 100) };
        if (c.key === 'time') return { ...column, fixed: true, render: (r) => formatDateTime(r.time) };
        if (c.key === 'keyword')
          return {
            ...column,
            render: (r) => (
              <UnstyledButton
                className={tableClasses.drill}
                onClick={() => openDrill(keywordDrill(r.keyword))}
                title="查看这个关键词的全部搜索"
              >
                {r.keyword}
              </UnstyledButton>
            ),
          };
        if (c.key === 'clickedTitle')
          return { ...column, render: (r) => r.clickedTitle ?? (r.position === null ? '—' : '（无权查看）') };
        return column;
      }),
  },
  drill: {},
});
