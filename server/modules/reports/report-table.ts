import type { ReportColumn } from '@contract/reports/reports';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageTail, type ReportCtx } from './report-context';

/**
 * One report table as both its page call and its export read it: the same
 * query, order and columns (decision 028), so an export is exactly the table.
 */
export interface ReportTable<Raw, Row> {
  columns: readonly ReportColumn[];
  /**
   * The rows in the table's order, `tail` after the ORDER BY (a page's LIMIT,
   * or nothing for an export); `paged` lets a query pick the page before it
   * joins names and per-row figures to it.
   */
  rows: (tail: SQL, paged: boolean) => SQL;
  /** `select count(*)::int as total …` of the same rows. */
  count: SQL;
  map: (raw: Raw) => Row;
  /**
   * When rows need names read from elsewhere (the labels a search filtered by): reads them
   * for a batch of rows and answers the map to use for it instead of `map`.
   */
  prepare?: (db: Db, raws: readonly Raw[]) => Promise<(raw: Raw) => Row>;
}

/** Maps a batch of raw rows, with the names `prepare` reads when the table has it. */
export async function mapRows<Raw, Row>(ctx: ReportCtx, table: ReportTable<Raw, Row>, raws: readonly Raw[]): Promise<Row[]> {
  const map = table.prepare ? await table.prepare(ctx.db, raws) : table.map;
  return raws.map((r) => map(r));
}

/** One page of a table's rows, without counting them (the caller has the total another way). */
export async function tableRows<Raw extends Record<string, unknown>, Row>(
  ctx: ReportCtx,
  table: ReportTable<Raw, Row>,
  f: { page: number; size: number },
): Promise<Row[]> {
  const rows = await ctx.db.execute<Raw>(table.rows(pageTail(f), true));
  return mapRows(ctx, table, rows.rows as Raw[]);
}

/** One page of a table: at most `size` rows and the total. */
export async function tablePage<Raw extends Record<string, unknown>, Row>(
  ctx: ReportCtx,
  table: ReportTable<Raw, Row>,
  f: { page: number; size: number },
): Promise<{ total: number; list: Row[] }> {
  const [rows, count] = await Promise.all([
    ctx.db.execute<Raw>(table.rows(pageTail(f), true)),
    ctx.db.execute<{ total: number }>(table.count),
  ]);
  return { total: Number(count.rows[0]?.total ?? 0), list: await mapRows(ctx, table, rows.rows as Raw[]) };
}
