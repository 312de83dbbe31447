import type { ReportColumn } from '@contract/reports/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Reader, readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { inGroups, reportGroups } from './scope';

/** Who asks and which groups' rows he sees: resolved once per report call. */
export interface ReportCtx {
  db: Db;
  caller: SessionUser;
  reader: Reader;
  /** null: every group (and rows without one); else the group ids in scope and filter. */
  groups: number[] | null;
}

export async function reportCtx(db: Db, caller: SessionUser, groupId?: number): Promise<ReportCtx> {
  return { db, caller, reader: readerOf(caller), groups: await reportGroups(db, caller, groupId) };
}

/** The condition on an event-like row's group column (events, rollups: 0 is "no group"). */
export const groupCond = (ctx: ReportCtx, column: string): SQL => inGroups(sql.raw(column), ctx.groups);

/** Raw events of the period (alias `e`), days in Asia/Shanghai, both ends included. */
export const eventPeriod = (f: { from: string; to: string }, alias = 'e'): SQL => timePeriod(f, `${alias}.occurred_at`);

/** A timestamptz column within the period's Asia/Shanghai days. */
export const timePeriod = (f: { from: string; to: string }, column: string): SQL => {
  const at = sql.raw(column);
  return sql`${at} >= (${f.from}::date::timestamp at time zone 'Asia/Shanghai')
    and ${at} < ((${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;
};

/** Rollup rows of the period (`day` column of `alias`). */
export const dayPeriod = (f: { from: string; to: string }, alias: string): SQL =>
  sql`${sql.raw(`${alias}.day`)} between ${f.from}::date and ${f.to}::date`;

/** The title of item `k` when the caller may read it, else null (decision 028: no restricted title ever leaves). */
export const readableTitle = (ctx: ReportCtx): SQL => sql`case when ${readableBy(ctx.reader)} then k.title end`;

/** `LIMIT … OFFSET …` of one page. */
export const pageTail = (f: { page: number; size: number }): SQL => sql`limit ${f.size} offset ${(f.page - 1) * f.size}`;

/** A sortable column's SQL; `notNull` for a column that never holds null (see `orderBy`). */
export type SortExpr = string | { expr: string; notNull: true };

/**
 * The ORDER BY of a table: the column's SQL for a whitelisted key (the
 * contract refuses unknown keys; a tab refuses its siblings' keys here), then
 * a unique tiebreak so pages never overlap. A column that is never null is
 * ordered without NULLS FIRST/LAST, so a descending page can walk its
 * ascending index backwards instead of sorting every row of the period.
 */
export function orderBy(
  sorts: Record<string, SortExpr>,
  columns: readonly ReportColumn[],
  f: { sort?: string; desc?: boolean },
  fallback: { key: string; desc: boolean },
  tiebreak: string,
): SQL {
  const key = f.sort ?? fallback.key;
  const allowed = columns.some((c) => c.key === key && c.sortable);
  const sort = sorts[key];
  if (!allowed || !sort) throw badRequest('排序字段不存在');
  const desc = f.desc ?? (f.sort === undefined ? fallback.desc : false);
  const expr = typeof sort === 'string' ? sort : sort.expr;
  const nulls = typeof sort === 'string' ? (desc ? ' nulls last' : ' nulls first') : '';
  // With a not-null column the tiebreak follows its direction, as the (column, id) index does.
  const tie = typeof sort === 'string' ? tiebreak : `${tiebreak.replace(/ (asc|desc)$/, '')} ${desc ? 'desc' : 'asc'}`;
  return sql.raw(`order by ${expr} ${desc ? 'desc' : 'asc'}${nulls}, ${tie}`);
}

/** The period before `f` of the same number of days. */
export function previousPeriod(f: { from: string; to: string }): { from: string; to: string } {
  const day = 86_400_000;
  const from = Date.parse(`${f.from}T00:00:00Z`);
  const to = Date.parse(`${f.to}T00:00:00Z`);
  const len = Math.round((to - from) / day) + 1;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: iso(from - len * day), to: iso(from - day) };
}

/** The first days of the buckets covering the period, each clipped to the period's start. */
export function buckets(f: { from: string; to: string }, g: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  const day = 86_400_000;
  const end = Date.parse(`${f.to}T00:00:00Z`);
  let t = Date.parse(`${f.from}T00:00:00Z`);
  while (t <= end) {
    out.push(new Date(t).toISOString().slice(0, 10));
    const d = new Date(t);
    if (g === 'day') t += day;
    else if (g === 'week') t += ((8 - (d.getUTCDay() || 7)) % 7 || 7) * day;
    else t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return out;
}

/**
 * For each day of the period (as an offset from its first day), the index of
 * its bucket in `names` (from `buckets`): the server spreads day rows into
 * buckets with it.
 */
export function dayBucketsOf(f: { from: string; to: string }, names: string[]): number[] {
  const at = new Map(names.map((b, i) => [b, i]));
  const out: number[] = [];
  for (let t = Date.parse(`${f.from}T00:00:00Z`), i = -1; t <= Date.parse(`${f.to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    i = at.get(day) ?? i;
    out.push(i);
  }
  return out;
}

/** An instant as ISO 8601. */
export const iso = (d: Date | string) => new Date(d).toISOString();
/** An instant as Asia/Shanghai wall time, `YYYY-MM-DD HH:mm:ss` (exports). */
export const shanghaiText = (d: Date | string) =>
  new Date(new Date(d).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The users (alias `u`) whose present group is in scope: the people a scoped viewer may name. */
export const inScopeUsers = (ctx: ReportCtx): SQL => inGroups(sql.raw('u.group_id'), ctx.groups);
