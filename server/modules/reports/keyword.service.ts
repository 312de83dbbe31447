import { KEYWORD_COLUMNS, type userKeywordInput } from '@contract/reports/reports-people';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { keywordWhere } from './keyword-page';
import { iso, orderBy, type ReportCtx } from './report-context';
import type { ReportTable } from './report-table';
import { rolledRows } from './rolled-rows';

type Input = z.output<typeof userKeywordInput>;
type Raw = Record<string, unknown>;

const SORTS = { keyword: 'keyword', count: 'count', users: 'users', lastTime: 'last_time' };

/**
 * The keywords a person (or everybody in scope) searched, with counts, people and the last time,
 * as the export reads them (pages come from `keywordPage`, in the same order): from the keyword
 * rollup (decision 028), whole months from the monthly one.
 */
export function keywordTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapRow>> {
  const where = keywordWhere(ctx, f);
  const order = orderBy(SORTS, KEYWORD_COLUMNS, f, { key: 'count', desc: true }, 'keyword');
  return {
    columns: KEYWORD_COLUMNS,
    // Per keyword and person first, then per keyword: two hash aggregations, where a distinct
    // count would sort every row by its (Chinese) keyword.
    rows: (tail) => sql`
      select keyword, sum(n)::int as count, (count(*) filter (where user_id <> 0))::int as users, max(last_at) as last_time
      from (select kd.keyword, kd.user_id, sum(kd.count) as n, max(kd.last_at) as last_at
        from ${rolledRows('keyword', f)} kd where ${where} group by 1, 2) per_person
      group by 1 ${order} ${tail}`,
    count: sql`select count(*)::int as total from (select kd.keyword from ${rolledRows('keyword', f)} kd where ${where} group by 1) k`,
    map: mapRow,
  };
}

const mapRow = (r: Raw) => ({
  keyword: String(r.keyword),
  count: Number(r.count),
  users: Number(r.users),
  lastTime: iso(r.last_time as Date),
});
