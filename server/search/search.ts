import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Reader } from '../knowledge/access';
import { combosCte, domainFilter, matchesSql, withSearchSettings } from './matches';
import { type ParsedKeyword, parseKeyword, positiveQuery } from './parse';
import { firstScore, secondScore } from './rank';
import type { Filters } from './scope';

export type SearchSort = 'relevance' | 'newest' | 'views';

export interface SearchRequest extends Filters {
  sort: SearchSort;
  page: number;
  size: number;
}

export interface RawFacets {
  domains: { value: number; count: number }[];
  years: { value: number; count: number }[];
  labels: { id: number; name: string; count: number }[];
}

export interface RawResult {
  total: number;
  /** Ids of the page, in order. */
  ids: number[];
  facets: RawFacets;
  parsed: ParsedKeyword;
}

/** Labels listed in the facet. */
const LABEL_FACET_SIZE = 30;
/** Shortlist of step one (rank.ts) beyond the requested page. */
const SHORTLIST_EXTRA = 100;

/** Total and facet counts from `combos` (matches.ts): the whole result, not the page. */
const facetSelects = sql`
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
function pageOrder(sort: SearchSort, relevance: boolean, p: ParsedKeyword): { order: SQL; columns: SQL[] } {
  if (relevance) {
    return { order: sql`h.score desc, h.body_len asc, h.id desc`, columns: [sql`${firstScore(p)} as score`, sql`s.body_len`] };
  }
  if (sort === 'views') {
    return { order: sql`h.views desc, h.published_at desc, h.id desc`, columns: [sql`s.views`, sql`s.published_at`] };
  }
  return { order: sql`h.published_at desc, h.id desc`, columns: [sql`s.published_at`] };
}

/**
 * The page's ids (json array), ranked as asked. Relevance in two steps
 * (rank.ts): step one's order picks a shortlist, step two reads the
 * shortlist's text and vectors.
 */
function pageSelect(req: SearchRequest, parsed: ParsedKeyword, order: SQL, relevance: boolean): SQL {
  const offset = (req.page - 1) * req.size;
  const domain = domainFilter(req, 'h');
  const hits = sql`base h ${domain ? sql`where ${domain}` : sql``}`;
  if (!relevance) {
    return sql`(select coalesce(json_agg(id), '[]') from (
      select h.id from ${hits} order by ${order} offset ${offset} limit ${req.size}) p)`;
  }
  const q = positiveQuery(parsed);
  return sql`(select coalesce(json_agg(id order by r), '[]') from (
    select t.id, row_number() over (order by t.score + ${secondScore(parsed)} desc,
      ${q ? sql`ts_rank(s.tsv, to_tsquery('simple', ${q}), 1)` : sql`0`} desc, s.views desc, t.id desc) as r
    from (select h.id, h.score from ${hits} order by ${order} limit ${offset + req.size + SHORTLIST_EXTRA}) t
    join search_docs s on s.knowledge_id = t.id
    order by r offset ${offset} limit ${req.size}) p)`;
}

/**
 * One search: total, facet counts and the page's ids in one statement over
 * the matches (materialised once, in memory, as narrow rows: id, facet key
 * and what the order needs). Facets count the whole result, not the page;
 * the domains also count the domains not chosen.
 */
export async function runSearch(db: Db, reader: Reader, req: SearchRequest): Promise<RawResult> {
  const parsed = parseKeyword(req.keyword);
  const hasKeyword = req.keyword.trim() !== '';
  const emptyFacets: RawFacets = { domains: [], years: [], labels: [] };
  if ((hasKeyword && parsed.empty) || reader.domainIds.length === 0) return { total: 0, ids: [], facets: emptyFacets, parsed };
  const relevance = req.sort === 'relevance' && hasKeyword;
  const { order, columns } = pageOrder(req.sort, relevance, parsed);
  const row = await withSearchSettings(db, async (conn) => {
    const own = [sql`s.knowledge_id as id`, sql`s.facet_key`, ...(req.domainIds?.length ? [sql`s.domain_id`] : []), ...columns];
    const base = await matchesSql(conn, reader, req, parsed, own);
    const r = await conn.execute<{ total: number; ids: number[] } & { [K in keyof RawFacets]: RawFacets[K] }>(sql`
      with base as materialized (${base}), ${combosCte(req)}
      select ${facetSelects}, ${pageSelect(req, parsed, order, relevance)} as ids`);
    return r.rows[0];
  });
  return {
    total: row.total,
    ids: row.ids,
    facets: { domains: row.domains, years: row.years, labels: row.labels },
    parsed,
  };
}
