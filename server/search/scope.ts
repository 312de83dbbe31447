import type { searchFilters } from '@contract/search/search';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { badRequest } from '../http/errors';
import { intArray } from '../lib/int-array';
import type { ParsedKeyword } from './parse';
import { positiveQuery } from './parse';

/** Filters as parsed by the contract (defaults applied). */
export type RawFilters = z.output<typeof searchFilters>;

/**
 * Filters ready for SQL (resolveFilters): `labelSet` holds the asked labels
 * and every label under them (null: no label filter; empty: none exists, so
 * nothing matches).
 */
export type Filters = RawFilters & { labelSet: number[] | null };

/**
 * What a search may return, on alias `s` (search_docs): the caller's domains
 * and the item's visibility (readableBy's rules for published items: all,
 * the caller's group or an ancestor of it, the caller by name, the author,
 * or an admin), the keyword, and the filters that are not facets.
 */
export function readableDocs(reader: Reader): SQL {
  if (reader.isAdmin) return sql`s.domain_id = any(${intArray(reader.domainIds)})`;
  return sql`(s.domain_id = any(${intArray(reader.domainIds)}) and (s.vis_all or s.author_id = ${reader.id}
    or s.vis_user_ids @> ${intArray([reader.id])} or s.vis_group_ids && ${intArray(reader.groupIds)}))`;
}

/** Start of a calendar day in the company's time zone. */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

/**
 * The keyword's conditions. A one-token exclusion joins the GIN query as
 * `& !token` when there is something to match; other exclusions (phrases,
 * or nothing positive to match) go through a subquery.
 */
export function keywordWhere(p: ParsedKeyword): SQL[] {
  const parts: SQL[] = [];
  const positive = positiveQuery(p);
  const inQuery = positive ? p.excludes.filter((ex) => ex.single) : [];
  if (positive) parts.push(sql`s.tsv @@ to_tsquery('simple', ${[positive, ...inQuery.map((ex) => `!${ex.query}`)].join(' & ')})`);
  for (const ph of p.phrases.filter((x) => !x.single)) {
    parts.push(sql`(strpos(s.title_norm, ${ph.text}) > 0 or strpos(s.body_norm, ${ph.text}) > 0)`);
  }
  for (const ex of p.excludes.filter((x) => !inQuery.includes(x))) {
    // A subquery through the GIN index finds the few items to exclude; the exact text check runs on those only.
    parts.push(sql`s.knowledge_id not in (select x.knowledge_id from search_docs x
      where x.tsv @@ to_tsquery('simple', ${ex.query})
      ${ex.single ? sql`` : sql`and (strpos(x.title_norm, ${ex.text}) > 0 or strpos(x.body_norm, ${ex.text}) > 0)`})`);
  }
  return parts;
}

/**
 * SQL array of the given groups and all groups under them. A subquery the
 * statement runs once (an InitPlan), not a round trip of its own; the cast
 * makes `= any(…)` read it as one array, not as a set of rows.
 */
function groupsWithSub(ids: number[]): SQL {
  return sql`(with recursive sub as (
      select id, 0 as depth from groups where id = any(${intArray(ids)})
      union all select g.id, sub.depth + 1 from groups g join sub on g.parent_id = sub.id where sub.depth < 50
    ) select coalesce(array_agg(distinct id), '{}') from sub)::int[]`;
}

/** Ids of the given labels and all labels under them (a category stands for its whole group). */
async function withSubLabels(conn: Conn, ids: number[]): Promise<number[]> {
  const r = await conn.execute<{ id: number }>(sql`
    with recursive sub as (
      select id, 0 as depth from labels where id = any(${intArray(ids)})
      union all select l.id, sub.depth + 1 from labels l join sub on l.parent_id = sub.id where sub.depth < 32
    ) select distinct id from sub`);
  return r.rows.map((x) => x.id);
}

/**
 * Checks the dates and expands the labels, once per search. The label ids
 * reach the SQL as values, not as a subquery: PostgreSQL then knows how
 * common they are (a dynasty holds half the poems) and reads the label
 * index only when it narrows the matches.
 */
export async function resolveFilters<T extends RawFilters>(conn: Conn, f: T): Promise<T & { labelSet: number[] | null }> {
  checkDates(f);
  return { ...f, labelSet: f.labelIds?.length ? await withSubLabels(conn, f.labelIds) : null };
}

function checkDates(f: RawFilters): void {
  if (f.dateFrom?.startsWith('0000')) throw badRequest('开始日期：日期无效');
  if (f.dateTo?.startsWith('0000')) throw badRequest('结束日期：日期无效');
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo) throw badRequest('结束日期：不能早于开始日期');
}

/**
 * Every filter but the domain: groups (with sub-groups), authors, labels (a
 * category stands for its labels), years, publication dates. The domain is
 * applied after (matches.ts, domainFilter), so the domain tabs count every domain.
 */
export function filterWhere(f: Filters): SQL[] {
  const parts: SQL[] = [];
  if (f.groupIds?.length) parts.push(sql`s.group_id = any(${groupsWithSub(f.groupIds)})`);
  if (f.authorIds?.length) parts.push(sql`s.author_id = any(${intArray(f.authorIds)})`);
  if (f.labelSet) parts.push(sql`s.label_ids && ${intArray(f.labelSet)}`);
  if (f.years?.length) parts.push(sql`s.year = any(${intArray(f.years)})`);
  if (f.dateFrom) parts.push(sql`s.published_at >= ${dayStart(f.dateFrom)}`);
  if (f.dateTo) parts.push(sql`s.published_at < ${dayStart(f.dateTo, 1)}`);
  return parts;
}
