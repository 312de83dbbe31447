import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { combosCte, domainFilter, matchesSql } from './matches';
import { type ParsedKeyword, positiveQuery } from './parse';
import { firstScore, popularity, secondScore } from './rank';
import type { SearchRequest, SearchRow, SearchSort } from './search-types';

/** Labels listed in the facet. */
const LABEL_FACET_SIZE = 30;
/** Shortlist of step one (rank.ts) beyond the requested page. */
const SHORTLIST_EXTRA = 100;

/** Total and facet counts from `combos` (matches.ts): the whole result, not the page. */
export const facetSelects = sql`
  coalesce((select sum(n) filter (where chosen) from combos), 0)::int as total,
  (select coalesce(json_agg(json_build_object('value', domain_id, 'count', c) order by domain_id), '[]')
    from (select domain_id, sum(n)::int as c from combos where domain_id is not null group by 1) x) as domains,
  (select coalesce(json_agg(json_build_object('value', year, 'count', c) order by year desc), '[]')
    from (select year, sum(n)::int as c from combos where chosen group by 1) x) as years,
  (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'count', x.c) order by x.c desc, l.id), '[]')
    from (select u.lid, sum(c.n)::int as c from combos c cross join lateral unnest(c.label_ids) as u(lid)
          where c.chosen group by 1 order by 2 desc, 1 limit ${LABEL_FACET_SIZE}) x
    join labels l on l.id = x.lid) as labels`;

/** What the page is ordered by, on alias `h` (a match), and the columns of the matches that order needs. */
export function pageOrder(sort: SearchSort, relevance: boolean, p: ParsedKeyword): { order: SQL; columns: SQL[] } {
  if (relevance) {
    return { order: sql`h.score desc, h.body_len asc, h.id desc`, columns: [sql`${firstScore(p)} as score`, sql`s.body_len`] };
  }
  if (sort === 'views') {
    return { order: sql`h.views desc, h.published_at desc, h.id desc`, columns: [sql`s.views`, sql`s.published_at`] };
  }
  return { order: sql`h.published_at desc, h.id desc`, columns: [sql`s.published_at`] };
}

/**
 * The page's ids (json array), ranked as asked, from `hits` (the matches as
 * alias `h`, domain filter applied). Relevance in two steps (rank.ts): step
 * one's order picks a shortlist, step two reads the shortlist's text and
 * vectors; among equally good matches the better known (popularity) first.
 */
export function pageSelect(req: SearchRequest, parsed: ParsedKeyword, order: SQL, relevance: boolean, hits: SQL): SQL {
  const offset = (req.page - 1) * req.size;
  if (!relevance) {
    return sql`(select coalesce(json_agg(id), '[]') from (
      select h.id from ${hits} order by ${order} offset ${offset} limit ${req.size}) p)`;
  }
  const q = positiveQuery(parsed);
  return sql`(select coalesce(json_agg(id order by r), '[]') from (
    select t.id, row_number() over (order by t.score + ${secondScore(parsed)} desc, ${popularity('k')} desc,
      ${q ? sql`ts_rank(s.tsv, to_tsquery('simple', ${q}), 1)` : sql`0`} desc, t.id desc) as r
    from (select h.id, h.score from ${hits} order by ${order} limit ${shortlistSize(req)}) t
    join search_docs s on s.knowledge_id = t.id join knowledge k on k.id = t.id
    order by r offset ${offset} limit ${req.size}) p)`;
}

const shortlistSize = (req: SearchRequest) => (req.page - 1) * req.size + req.size + SHORTLIST_EXTRA;

/**
 * Total, facets and page in one statement over the matches, materialised
 * once in memory as narrow rows (id, facet key, what the order needs).
 */
export async function wholeSearch(
  conn: Conn,
  reader: Reader,
  req: SearchRequest,
  parsed: ParsedKeyword,
  relevance: boolean,
): Promise<SearchRow> {
  const { order, columns } = pageOrder(req.sort, relevance, parsed);
  const own = [sql`s.knowledge_id as id`, sql`s.facet_key`, ...(req.domainIds?.length ? [sql`s.domain_id`] : []), ...columns];
  const base = matchesSql(reader, req, parsed, own);
  const domain = domainFilter(req, 'h');
  const hits = sql`base h ${domain ? sql`where ${domain}` : sql``}`;
  const r = await conn.execute<SearchRow>(sql`
    with base as materialized (${base}), ${combosCte(req)}
    select ${facetSelects}, ${pageSelect(req, parsed, order, relevance, hits)} as ids`);
  return r.rows[0];
}
