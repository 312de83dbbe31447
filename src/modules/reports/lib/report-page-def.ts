import type { AnyEndpoint, InputOf, OutputOf } from '@contract/platform/endpoint';
import type { ExportName } from '@contract/reports/reports-export';
import type { ReactNode } from 'react';
import type { PagedColumn, PagedRow } from '@/shared/table/paged-column';
import { reportQuery } from '../api/report-queries';
import type { DrillTarget } from '../components/drill-drawer';
import type { ChartData } from './chart-data';
import type { ReportSearch } from './report-search';

/** A filter only this page has, after the shared ones: a choice held in one URL param. */
export interface ReportSelectFilter {
  kind: 'select';
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  width: number;
  searchable?: boolean;
  value: (search: ReportSearch) => string | null;
  /** The URL change a choice makes (the table goes back to its first page). */
  change: (value: string | null) => Partial<ReportSearch>;
}

/** One person (the `userId` param), found by name. */
export interface ReportPersonFilter {
  kind: 'person';
  placeholder: string;
}

export type ReportFilter = ReportSelectFilter | ReportPersonFilter;

/** A page's tabs: views of the same call, held in the `tab` param (the first view leaves it out). */
export interface ReportTabs<V extends string> {
  views: readonly V[];
  names: Readonly<Record<V, string>>;
  /** The views have other columns: another tab's sort starts over. */
  resetsSort: boolean;
  /** A line under the tabs saying what a view lists. */
  notes?: Partial<Record<V, string>>;
}

/** A chart above the table, drawn from the page's answer. */
export type ReportChart<O, V extends string> =
  /** A trend, with the bucket size (day, week, month) above it in the URL's `granularity`. */
  | { kind: 'trend'; title: string; data: (out: O) => ChartData }
  /** The keywords searched, sized by count; a word opens its searches. */
  | {
      kind: 'cloud';
      title: (view: V) => string;
      words: (out: O) => { keyword: string; count: number }[];
      drill: (keyword: string) => DrillTarget;
    };

/**
 * A report page as data (issue 29 §4): the call it makes, the filters beside
 * the shared ones, its tabs, its table and charts. `ReportPage` draws every
 * definition the same way: the header with filters and export, the tabs, the
 * charts, the table, the drill-down drawer.
 */
export interface ReportPageDef<E extends AnyEndpoint, V extends string = string, Row extends PagedRow = PagedRow> {
  /** The page's heading. */
  title: string;
  endpoint: E;
  /** The call for the URL's params: what the page and its route's loader ask, and what the export sends. */
  input: (search: ReportSearch) => InputOf<E>;
  /** The export of the table (every page, the filters on screen). */
  export?: ExportName;
  filters: {
    /** What the keyword box searches (no box without it). */
    keyword?: string;
    /** The page is one domain's: no domain filter. */
    oneDomain?: boolean;
    extra?: readonly ReportFilter[];
  };
  tabs?: ReportTabs<V>;
  charts?: readonly ReportChart<OutputOf<E>, V>[];
  table: {
    /** Names the table for its remembered columns. */
    memoryKey: (view: V) => string;
    label: (view: V) => string;
    rowKey: (row: Row) => string;
    /** `openDrill` for a cell that opens the rows behind it in its own way (a keyword). */
    columns: (view: V, openDrill: (target: DrillTarget) => void) => PagedColumn<Row>[];
    /** A line under the table, from the answer. */
    footer?: (out: OutputOf<E>) => ReactNode;
  };
  /** The page opens the events behind its numbers in a drawer. */
  drill?: {
    /** The domain its figures are of: the drawer counts that domain's events. */
    domainId?: number;
    /** What a drillable cell of the table opens. */
    cell?: (row: Row, column: PagedColumn<Row>, search: ReportSearch) => DrillTarget | undefined;
  };
}

/** Any definition, as `ReportPage` and the routes take it. */
export type AnyReportPageDef = ReportPageDef<AnyEndpoint, string, PagedRow>;

/** A definition checked against its endpoint, its views and its rows, then handed on as any definition. */
export function defineReport<E extends AnyEndpoint, V extends string = never, Row extends PagedRow = PagedRow>(
  def: ReportPageDef<E, V, Row>,
): AnyReportPageDef {
  return def as unknown as AnyReportPageDef;
}

/** The query a definition's page reads for the URL's params (its route's loader asks the same). */
export const reportPageQuery = (def: AnyReportPageDef, search: ReportSearch) => reportQuery(def.endpoint, def.input(search));
