import { DOMAIN_IDS } from '@contract/domains';
import type { OutputOf } from '@contract/endpoint';
import { FIGURE_NOTES } from '@contract/report-notes';
import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports-export';
import {
  KNOWLEDGE_COLUMNS,
  KNOWLEDGE_STATE_NAMES,
  KNOWLEDGE_VIEW_NAMES,
  KNOWLEDGE_VIEWS,
  type KnowledgeView,
  reportLibrary,
  reportWiki,
} from '@contract/reports-knowledge';
import type { ReportMetric } from '@contract/reports-overview';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@/shared/lib/datetime';
import { type PagedColumn, type PagedRow, PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { reportQuery } from '../api/report-queries';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { ReportHeader } from '../components/report-header';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';

type Output = OutputOf<typeof reportWiki>;

/** An item row's figures that open the events behind them. */
const DRILL: Record<string, ReportMetric> = {
  reads: 'views',
  likes: 'likes',
  favourites: 'favourites',
  comments: 'comments',
  downloads: 'downloads',
};
const NUMERIC = new Set(['reads', 'readers', 'likes', 'favourites', 'comments', 'downloads', 'versions', 'items']);

const SETTINGS = {
  wiki: { title: '词条统计', endpoint: reportWiki, domainId: DOMAIN_IDS.wiki, noun: '词条' },
  library: { title: '文档统计', endpoint: reportLibrary, domainId: DOMAIN_IDS.library, noun: '文档' },
} as const;

/** `/reportStatistics/wiki` and `/library`: per item, per label, per group, and the items nobody read. */
export function KnowledgeReportScreen({ kind, search, onChange }: ReportScreenProps & { kind: 'wiki' | 'library' }) {
  const settings = SETTINGS[kind];
  const view: KnowledgeView = tabOf(search, KNOWLEDGE_VIEWS);
  const { domainId: _domain, ...filters } = baseFilters(search);
  const tableColumns = KNOWLEDGE_COLUMNS[view].filter((c) => kind === 'library' || c.key !== 'downloads');
  const input = { ...filters, ...sortFor(search, KNOWLEDGE_COLUMNS[view]), view };
  const query = useQuery(reportQuery(settings.endpoint, input));
  const data: Output | undefined = query.data?.view === view ? query.data : undefined;
  const [drill, setDrill] = useState<DrillTarget | null>(null);

  const columns = useMemo<PagedColumn<PagedRow>[]>(
    () =>
      tableColumns.map((c) => ({
        ...c,
        fixed: c.key === 'title' || c.key === 'name',
        numeric: NUMERIC.has(c.key),
        // Only an item's own numbers open its events (a label's or group's are sums over many items).
        drill: view === 'items' && c.key in DRILL,
        size: c.key === 'title' || c.key === 'name' ? 240 : undefined,
        render:
          c.key === 'state'
            ? (r) => KNOWLEDGE_STATE_NAMES[String(r.state)] ?? String(r.state)
            : c.key === 'createdAt'
              ? (r) => formatDateTime(String(r.createdAt))
              : undefined,
      })),
    [tableColumns, view],
  );

  return (
    <Stack gap="md">
      <ReportHeader
        title={settings.title}
        search={{ ...search, domainId: undefined }}
        onChange={onChange}
        keywordPlaceholder={`${settings.noun}标题`}
        hideDomain
        actions={
          <ExportButton
            endpoint={reportExport}
            input={(format) => ({ name: kind, filters: input, format })}
            fallbackName={`${EXPORT_FILE_NAMES[kind]}-${filters.from}-${filters.to}`}
          />
        }
      />
      <Tabs
        value={view}
        onChange={(v) =>
          onChange({ tab: v === 'items' ? undefined : (v ?? undefined), sort: undefined, desc: undefined, page: 1 })
        }
      >
        <Tabs.List>
          {KNOWLEDGE_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {KNOWLEDGE_VIEW_NAMES[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {view === 'unread' ? (
        <Text fz="sm" c="dimmed">
          {FIGURE_NOTES.unread}
        </Text>
      ) : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <PagedTable
        memoryKey={`${kind}.${view}`}
        label={`${settings.title}（${KNOWLEDGE_VIEW_NAMES[view]}）`}
        columns={columns}
        rows={(data?.list ?? []) as PagedRow[]}
        total={data?.total ?? 0}
        page={filters.page}
        size={filters.size}
        sort={input.sort}
        desc={input.desc}
        loading={query.isFetching}
        rowKey={(r) => String(r.id)}
        onSort={(sort, desc) => onChange({ sort, desc: desc || undefined, page: 1 })}
        onPage={(page) => onChange({ page })}
        onDrill={(row, column) => {
          const metric = DRILL[column.key];
          if (metric)
            setDrill({
              metric,
              subjectId: Number(row.id),
              domainId: settings.domainId,
              title: `${String(row.title)} · ${column.title}`,
            });
        }}
      />
      {data?.view === 'items' && data.hidden > 0 ? (
        <Text fz="sm" c="dimmed">
          另有 {data.hidden.toLocaleString('zh-CN')} 个您无权查看的{settings.noun}未列出标题，已计入按标签、按部门的汇总。
        </Text>
      ) : null}
      <DrillDrawer target={drill} filters={{ ...filters, domainId: settings.domainId }} onClose={() => setDrill(null)} />
    </Stack>
  );
}
