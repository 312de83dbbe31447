import { type DomainKey, domainByKey, domainHas } from '@contract/platform/domains';
import type { OutputOf } from '@contract/platform/endpoint';
import { FIGURE_NOTES } from '@contract/reports/report-notes';
import type { ExportName } from '@contract/reports/reports-export';
import {
  KNOWLEDGE_COLUMNS,
  KNOWLEDGE_REPORT_ENDPOINTS,
  KNOWLEDGE_STATE_NAMES,
  KNOWLEDGE_VIEW_NAMES,
  KNOWLEDGE_VIEWS,
  type KnowledgeView,
  type reportWiki,
} from '@contract/reports/reports-knowledge';
import type { ReportMetric } from '@contract/reports/reports-overview';
import { Text } from '@mantine/core';
import { formatDateTime } from '@/shared/lib/datetime';
import type { PagedColumn, PagedRow } from '@/shared/table/paged-column';
import { baseFilters, sortFor, tabOf } from '../lib/report-filters';
import { type AnyReportPageDef, defineReport } from '../lib/report-page-def';

/** An item row's figures that open the events behind them. */
const DRILL: Record<string, ReportMetric> = {
  reads: 'views',
  likes: 'likes',
  favourites: 'favourites',
  comments: 'comments',
  downloads: 'downloads',
};
const NUMERIC = new Set(['reads', 'readers', 'likes', 'favourites', 'comments', 'downloads', 'versions', 'items']);

const made = new Map<DomainKey, AnyReportPageDef>();

/**
 * `/reportStatistics/wiki` and `/library`: a domain's items, per item, per label, per group, and
 * the items nobody read. Named and counted from the domain's row (its noun; downloads where
 * its items are files); one definition per domain, made once.
 */
export function knowledgeReport(key: DomainKey): AnyReportPageDef {
  const found = made.get(key);
  if (found) return found;
  const domain = domainByKey(key);
  const endpoint = KNOWLEDGE_REPORT_ENDPOINTS[key];
  if (!endpoint) throw new Error(`知识域 ${key} 没有统计报表`);
  const files = domainHas(domain.id, 'file');
  const title = `${domain.noun}统计`;
  const def = defineReport<typeof reportWiki, KnowledgeView, PagedRow>({
    title,
    endpoint,
    input: (search) => {
      const view = tabOf(search, KNOWLEDGE_VIEWS);
      const { domainId: _domain, ...filters } = baseFilters(search);
      return { ...filters, ...sortFor(search, KNOWLEDGE_COLUMNS[view]), view };
    },
    // A domain's export is named by its key (the contract's export names).
    export: key as ExportName,
    filters: { keyword: `${domain.noun}标题`, oneDomain: true },
    tabs: { views: KNOWLEDGE_VIEWS, names: KNOWLEDGE_VIEW_NAMES, resetsSort: true, notes: { unread: FIGURE_NOTES.unread } },
    table: {
      memoryKey: (view) => `${key}.${view}`,
      label: (view) => `${title}（${KNOWLEDGE_VIEW_NAMES[view]}）`,
      rowKey: (r) => String(r.id),
      columns: (view) =>
        KNOWLEDGE_COLUMNS[view]
          .filter((c) => files || c.key !== 'downloads')
          .map(
            (c): PagedColumn<PagedRow> => ({
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
            }),
          ),
      footer: (out: OutputOf<typeof reportWiki>) =>
        out.view === 'items' && out.hidden > 0 ? (
          <Text fz="sm" c="dimmed">
            另有 {out.hidden.toLocaleString('zh-CN')} 个您无权查看的{domain.noun}未列出标题，已计入按标签、按部门的汇总。
          </Text>
        ) : null,
    },
    drill: {
      domainId: domain.id,
      cell: (row, column) => {
        const metric = DRILL[column.key];
        return metric
          ? { metric, subjectId: Number(row.id), domainId: domain.id, title: `${String(row.title)} · ${column.title}` }
          : undefined;
      },
    },
  });
  made.set(key, def);
  return def;
}
