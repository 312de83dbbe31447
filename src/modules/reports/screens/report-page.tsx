import { EXPORT_FILE_NAMES, reportExport } from '@contract/reports/reports-export';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PagedTable } from '@/shared/table/paged-table';
import { QueryError } from '@/shared/ui/query-error';
import { DrillDrawer, type DrillTarget } from '../components/drill-drawer';
import { ExportButton } from '../components/export-button';
import { KeywordCloud } from '../components/keyword-cloud';
import { ReportExtraFilter } from '../components/report-extra-filter';
import { ReportHeader } from '../components/report-header';
import { ReportTrend } from '../components/report-trend';
import { baseFilters, tabOf } from '../lib/report-filters';
import type { ReportScreenProps } from '../lib/report-page';
import { type AnyReportPageDef, reportPageQuery } from '../lib/report-page-def';

type Answer = { list: Record<string, unknown>[]; total: number; view?: string };

/**
 * A report page drawn from its definition: title, filters and export; tabs;
 * charts; the server-paged table whose numbers open the events behind them.
 */
export function ReportPage({ def, search, onChange }: ReportScreenProps & { def: AnyReportPageDef }) {
  const view = def.tabs ? tabOf(search, def.tabs.views) : '';
  const filters = baseFilters(search);
  const input = def.input(search) as { sort?: string; desc?: boolean };
  const query = useQuery(reportPageQuery(def, search));
  const answer = query.data as Answer | undefined;
  // Another tab's answer (other columns) still on screen while this tab's loads: no rows yet.
  const data = answer && (answer.view === undefined || answer.view === view) ? answer : undefined;
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const columns = useMemo(() => def.table.columns(view, setDrill), [def, view]);
  const charts = useMemo(
    () =>
      (def.charts ?? []).map((chart) =>
        chart.kind === 'trend' ? { ...chart, drawn: answer ? chart.data(answer) : null } : { ...chart, drawn: null },
      ),
    [def, answer],
  );
  const tabs = def.tabs;
  const note = tabs?.notes?.[view];
  const exportName = def.export;

  return (
    <Stack gap="md">
      <ReportHeader
        title={def.title}
        search={def.filters.oneDomain ? { ...search, domainId: undefined } : search}
        onChange={onChange}
        keywordPlaceholder={def.filters.keyword}
        hideDomain={def.filters.oneDomain}
        actions={
          exportName ? (
            <ExportButton
              endpoint={reportExport}
              input={(format) => ({ name: exportName, filters: input, format }) as never}
              fallbackName={`${EXPORT_FILE_NAMES[exportName]}-${filters.from}-${filters.to}`}
            />
          ) : undefined
        }
        extra={def.filters.extra?.map((f) => (
          <ReportExtraFilter key={f.kind === 'select' ? f.label : f.kind} filter={f} search={search} onChange={onChange} />
        ))}
      />
      {tabs ? (
        <Tabs
          value={view}
          onChange={(v) =>
            onChange({
              tab: v === tabs.views[0] ? undefined : (v ?? undefined),
              ...(tabs.resetsSort ? { sort: undefined, desc: undefined } : {}),
              page: 1,
            })
          }
        >
          <Tabs.List>
            {tabs.views.map((v) => (
              <Tabs.Tab key={v} value={v}>
                {tabs.names[v]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {note ? (
        <Text fz="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {charts.map((chart) =>
        chart.kind === 'cloud' ? (
          <KeywordCloud
            key={chart.kind}
            title={chart.title(view)}
            words={answer ? chart.words(answer) : []}
            onPick={(keyword) => setDrill(chart.drill(keyword))}
          />
        ) : chart.drawn ? (
          <ReportTrend
            key={chart.kind}
            title={chart.title}
            data={chart.drawn}
            period={filters}
            search={search}
            onChange={onChange}
          />
        ) : null,
      )}
      <PagedTable
        memoryKey={def.table.memoryKey(view)}
        label={def.table.label(view)}
        columns={columns}
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        page={filters.page}
        size={filters.size}
        sort={input.sort}
        desc={input.desc}
        loading={query.isFetching}
        rowKey={def.table.rowKey}
        onSort={(sort, desc) => onChange({ sort, desc: desc || undefined, page: 1 })}
        onPage={(page) => onChange({ page })}
        onDrill={
          def.drill?.cell
            ? (row, column) => {
                const target = def.drill?.cell?.(row, column, search);
                if (target) setDrill(target);
              }
            : undefined
        }
      />
      {data && def.table.footer ? def.table.footer(data) : null}
      {def.drill ? (
        <DrillDrawer
          target={drill}
          filters={def.drill.domainId === undefined ? filters : { ...filters, domainId: def.drill.domainId }}
          onClose={() => setDrill(null)}
        />
      ) : null}
    </Stack>
  );
}
