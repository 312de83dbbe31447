import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

/**
 * One person's activity over whole Asia/Shanghai days, from the daily rollup
 * of the event log (decision 020): the one definition of "active days" and
 * "reads per month" that the personal centre's story and the reports' person
 * summary both show (issue 28: the centre said 活跃 233 天 beside a monthly
 * chart of three months, the report showed every month).
 *
 * - active days: days with any recorded act of the person;
 * - reads: `view` events (one per person, item and day, as the item's counter).
 *
 * `scope` narrows the rollup rows (alias `d`), e.g. to the groups a report viewer may see.
 */
export interface PersonActivity {
  activeDays: number;
  firstActive: string | null;
  lastActive: string | null;
  /** Reads per month (YYYY-MM), only months with any. */
  readsByMonth: Map<string, number>;
}

export async function personActivity(
  db: Conn,
  userId: number,
  span: { from: string; to: string },
  scope: SQL = sql`true`,
): Promise<PersonActivity> {
  const mine = sql`d.user_id = ${userId} and d.day between ${span.from}::date and ${span.to}::date and ${scope}`;
  const [days, months] = await Promise.all([
    db.execute<{ n: number; first: string | null; last: string | null }>(sql`
      select count(distinct d.day)::int as n, min(d.day)::text as first, max(d.day)::text as last
      from event_daily d where ${mine}`),
    db.execute<{ month: string; reads: number }>(sql`
      select to_char(d.day, 'YYYY-MM') as month, sum(d.count)::int as reads
      from event_daily d where ${mine} and d.action = 'view' group by 1`),
  ]);
  const r = days.rows[0];
  return {
    activeDays: r?.n ?? 0,
    firstActive: r?.first ?? null,
    lastActive: r?.last ?? null,
    readsByMonth: new Map(months.rows.map((m) => [m.month, m.reads])),
  };
}

/** The twelve months up to this one in Asia/Shanghai: the story's span, first day to today. */
export function lastTwelveMonths(now = new Date()): { from: string; to: string; months: string[] } {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const y = shanghai.getUTCFullYear();
  const m = shanghai.getUTCMonth();
  const months: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return { from: `${months[0]}-01`, to: shanghai.toISOString().slice(0, 10), months };
}
