import type { MySearch } from '@contract/account/account-centre';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { searchLogs } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { keywordFilter } from '../../search/keyword-filter';

type Row = {
  id: number;
  keyword: string;
  domain_ids: unknown;
  times: number;
  last_total: number;
  last_at: Date;
};

const l = alias(searchLogs, 'l');

/**
 * The caller's searches from the search log, one row per normalised keyword
 * (turning pages of one search logs it again; a list of repeats helps nobody).
 */
export async function listMySearches(
  db: Db,
  user: SessionUser,
  input: { keyword?: string; page: number; size: number },
): Promise<{ total: number; list: MySearch[] }> {
  const where = sql`${l.userId} = ${user.id} ${input.keyword ? sql`and ${keywordFilter([sql`${l.keyword}`], input.keyword)}` : sql``}`;
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(distinct ${l.keywordNorm})::int as n from ${searchLogs} ${l} where ${where}`),
    db.execute<Row>(sql`
      select * from (
        select distinct on (${l.keywordNorm}) ${l.id}, ${l.keyword}, ${l.filters} -> 'domainIds' as domain_ids,
          ${l.total} as last_total, ${l.createdAt} as last_at, count(*) over (partition by ${l.keywordNorm})::int as times
        from ${searchLogs} ${l} where ${where}
        order by ${l.keywordNorm}, ${l.createdAt} desc, ${l.id} desc
      ) latest order by last_at desc, id desc limit ${input.size} offset ${(input.page - 1) * input.size}`),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    list: rows.rows.map((r) => ({
      id: r.id,
      keyword: r.keyword,
      domainId: Array.isArray(r.domain_ids) && r.domain_ids.length === 1 ? Number(r.domain_ids[0]) : null,
      times: r.times,
      lastTotal: r.last_total,
      lastAt: new Date(r.last_at).toISOString(),
    })),
  };
}

/**
 * Deletes the caller's searches: every log row of the keywords the given
 * ids stand for, or all of them. Ids of another user's rows match nothing.
 */
export async function removeMySearches(
  db: Db,
  user: SessionUser,
  input: { ids?: number[]; all?: true },
): Promise<{ removed: number }> {
  const s = searchLogs;
  const r = input.all
    ? await db.execute(sql`delete from ${s} where ${s.userId} = ${user.id}`)
    : await db.execute(sql`
        delete from ${s} where ${s.userId} = ${user.id} and ${s.keywordNorm} in (
          select ${l.keywordNorm} from ${s} ${l} where ${l.userId} = ${user.id} and ${l.id} = any(${intArray(input.ids ?? [])}))`);
  return { removed: r.rowCount ?? 0 };
}
