import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Reader } from '../knowledge/access';
import type { Conn } from '../knowledge/item';
import { inHeavyLane, isHeavy } from './heavy-lane';
import { combosCte, domainFilter, matchesSql, withSearchSettings } from './matches';
import { type ParsedKeyword, parseKeyword, positiveQuery } from './parse';
import { firstScore, secondScore, titleHitQuery } from './rank';
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
 * The page's ids (json array), ranked as asked, from `hits` (the matches as
 * alias `h`, domain filter applied). Relevance in two steps (rank.ts): step
 * one's order picks a shortlist, step two reads the shortlist's text and vectors.
 */
function pageSelect(req: SearchRequest, parsed: ParsedKeyword, order: SQL, relevance: boolean, hits: SQL): SQL {
  const offset = (req.page - 1) * req.size;
  if (!relevance) {
    return sql`(select coalesce(json_agg(id), '[]') from (
      select h.id from ${hits} order by ${order} offset ${offset} limit ${req.size}) p)`;
  }
  const q = positiveQuery(parsed);
  return sql`(select coalesce(json_agg(id order by r), '[]') from (
    select t.id, row_number() over (order by t.score + ${secondScore(parsed)} desc,
      ${q ? sql`ts_rank(s.tsv, to_tsquery('simple', ${q}), 1)` : sql`0`} desc, s.views desc, t.id desc) as r
    from (select h.id, h.score from ${hits} order by ${order} limit ${shortlistSize(req)}) t
    join search_docs s on s.knowledge_id = t.id
    order by r offset ${offset} limit ${req.size}) p)`;
}

const shortlistSize = (req: SearchRequest) => (req.page - 1) * req.size + req.size + SHORTLIST_EXTRA;

export type SearchRow = { total: number; ids: number[]; scored?: number } & { [K in keyof RawFacets]: RawFacets[K] };

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
  const base = await matchesSql(conn, reader, req, parsed, own);
  const domain = domainFilter(req, 'h');
  const hits = sql`base h ${domain ? sql`where ${domain}` : sql``}`;
  const r = await conn.execute<SearchRow>(sql`
    with base as materialized (${base}), ${combosCte(req)}
    select ${facetSelects}, ${pageSelect(req, parsed, order, relevance, hits)} as ids`);
  return r.rows[0];
}

/**
 * A heavy search ranked by relevance whose step-one score comes from titles
 * alone (rank.ts, titleHitQuery): total and facets from one pass that only
 * counts facet keys, the shortlist from the matches whose titles score, found
 * through the title index. Null when fewer titles score than the shortlist
 * holds (the rest would come from body-only matches): the whole search then
 * runs instead.
 */
export async function splitSearch(
  conn: Conn,
  reader: Reader,
  req: SearchRequest,
  parsed: ParsedKeyword,
  titleQuery: string,
): Promise<SearchRow | null> {
  const base = await matchesSql(conn, reader, req, parsed, [sql`s.facet_key`]);
  const domain = domainFilter(req, 's');
  // The title query stands in for the keyword (rank.ts): reading tsv as well would detoast it for every title hit.
  const titled = await matchesSql(
    conn,
    reader,
    req,
    parsed,
    [sql`s.knowledge_id as id`, sql`${firstScore(parsed)} as score`, sql`s.body_len`],
    [sql`s.title_tsv @@ to_tsquery('simple', ${titleQuery})`, ...(domain ? [domain] : [])],
  );
  const { order } = pageOrder(req.sort, true, parsed);
  const r = await conn.execute<SearchRow>(sql`
    with base as (${base}), ${combosCte(req)}, titled as materialized (${titled})
    select ${facetSelects}, (select count(*)::int from titled where score > 0) as scored,
      ${pageSelect(req, parsed, order, true, sql`titled h where h.score > 0`)} as ids`);
  const row = r.rows[0];
  return (row.scored ?? 0) >= Math.min(shortlistSize(req), row.total) ? row : null;
}

/**
 * One search: total, facet counts (the whole result, not the page; the
 * domains also count the domains not chosen) and the page's ids. Heavy
 * searches (heavy-lane.ts) run one at a time, and take the split path when
 * their ranking allows.
 */
export async function runSearch(db: Db, reader: Reader, req: SearchRequest): Promise<RawResult> {
  const parsed = parseKeyword(req.keyword);
  const hasKeyword = req.keyword.trim() !== '';
  const emptyFacets: RawFacets = { domains: [], years: [], labels: [] };
  if ((hasKeyword && parsed.empty) || reader.domainIds.length === 0) return { total: 0, ids: [], facets: emptyFacets, parsed };
  const relevance = req.sort === 'relevance' && hasKeyword;
  const heavy = await isHeavy(db, parsed);
  const titleQuery = heavy && relevance ? titleHitQuery(parsed) : null;
  const run = () =>
    withSearchSettings(db, async (conn) => {
      const split = titleQuery ? await splitSearch(conn, reader, req, parsed, titleQuery) : null;
      return split ?? wholeSearch(conn, reader, req, parsed, relevance);
    });
  const row = heavy ? await inHeavyLane(run) : await run();
  return {
    total: row.total,
    ids: row.ids,
    facets: { domains: row.domains, years: row.years, labels: row.labels },
    parsed,
  };
}
