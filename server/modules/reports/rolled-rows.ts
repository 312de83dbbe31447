import { type SQL, sql } from 'drizzle-orm';

type Period = { from: string; to: string };

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first day of the month `add` months after the month of `t`. */
const monthStart = (t: number, add = 0) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
};

/**
 * A period (both ends included) split at month boundaries: the calendar
 * months wholly inside it (first days of the first and last) and the days
 * before and after them.
 */
export function monthSpans(f: Period): { days: Period[]; months: Period | null } {
  const from = utc(f.from);
  const to = utc(f.to);
  const firstFull = from === monthStart(from) ? from : monthStart(from, 1);
  // The month after the last whole one starts the day after `to` when `to` ends its month.
  const afterLast = to + 86_400_000 === monthStart(to, 1) ? monthStart(to, 1) : monthStart(to);
  if (firstFull >= afterLast) return { days: [f], months: null };
  const days: Period[] = [];
  if (from < firstFull) days.push({ from: f.from, to: iso(firstFull - 86_400_000) });
  if (afterLast <= to) days.push({ from: iso(afterLast), to: f.to });
  return { days, months: { from: iso(firstFull), to: iso(monthStart(afterLast, -1)) } };
}

const SOURCES = {
  subject: {
    daily: 'subject_daily',
    monthly: 'subject_monthly',
    columns: 'domain_id, subject_id, group_id, action, count, amount',
  },
  keyword: { daily: 'keyword_daily', monthly: 'keyword_monthly', columns: 'user_id, group_id, keyword, count, no_hits, last_at' },
} as const;

/**
 * The rows of the per-item or keyword rollup over a period, as one derived
 * table without its date: whole months from the monthly table, the days
 * around them from the daily one (decision 028). Conditions on the columns
 * are pushed into both halves by the planner, so each keeps its indexes.
 */
export function rolledRows(kind: keyof typeof SOURCES, f: Period): SQL {
  const src = SOURCES[kind];
  const { days, months } = monthSpans(f);
  const parts: SQL[] = [];
  if (days.length) {
    const within = sql.join(
      days.map((d) => sql`day between ${d.from}::date and ${d.to}::date`),
      sql` or `,
    );
    parts.push(sql`select ${sql.raw(src.columns)} from ${sql.raw(src.daily)} where ${within}`);
  }
  if (months) {
    parts.push(
      sql`select ${sql.raw(src.columns)} from ${sql.raw(src.monthly)} where month between ${months.from}::date and ${months.to}::date`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
