import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { intArray } from '../lib/int-array';
import { combosCte, domainFilter, matchesSql } from './matches';
import type { ParsedKeyword } from './parse';
import { firstScore } from './rank';
import type { RawFilters } from './scope';
import { facetSelects, pageOrder, pageSelect } from './search-sql';
import type { SearchRequest, SearchRow } from './search-types';

/**
 * CTE `titled`: the matches whose titles hold the keyword's only word, with
 * step one's score. The title query stands in for the keyword (rank.ts,
 * titleHitQuery): reading tsv as well would detoast it for every title hit.
 */
function titledCte(reader: Reader, req: SearchRequest, parsed: ParsedKeyword, titleQuery: string): SQL {
  const domain = domainFilter(req, 's');
  const titled = matchesSql(
    reader,
    req,
    parsed,
    [sql`s.knowledge_id as id`, sql`${firstScore(parsed)} as score`, sql`s.body_len`],
    { instead: [sql`s.title_tsv @@ to_tsquery('simple', ${titleQuery})`, ...(domain ? [domain] : [])] },
  );
  return sql`titled as materialized (${titled})`;
}

/** Facets from `combos`, the number of scoring title hits, and the page ranked from them. */
function titledSelect(req: SearchRequest, parsed: ParsedKeyword): SQL {
  const { order } = pageOrder(req.sort, true, parsed);
  return sql`select ${facetSelects}, (select count(*)::int from titled where score > 0) as scored,
    ${pageSelect(req, parsed, order, true, sql`titled h where h.score > 0`)} as ids`;
}

/**
 * How many title hits make the page. For one word step one scores titles
 * only and step two adds nothing to it (rank.ts), so every title hit ranks
 * above every body-only match: when the title hits reach the page's end, the
 * page is theirs, ranked among all of them (or among the shortlist's best,
 * as the whole search ranks them). Fewer, and body-only matches fill it.
 */
const pageEnd = (req: SearchRequest) => req.page * req.size;

/** The split answer when the title hits fill the page (or are every match); null otherwise: the whole search runs. */
const complete = (row: SearchRow, req: SearchRequest) => ((row.scored ?? 0) >= Math.min(pageEnd(req), row.total) ? row : null);

/**
 * A heavy search ranked by relevance whose keyword is one Han word: total
 * and facets from one pass that only counts facet keys, the shortlist from
 * the title hits.
 */
export async function splitSearch(
  conn: Conn,
  reader: Reader,
  req: SearchRequest,
  parsed: ParsedKeyword,
  titleQuery: string,
): Promise<SearchRow | null> {
  const base = matchesSql(reader, req, parsed, [sql`s.facet_key`]);
  const r = await conn.execute<SearchRow>(sql`
    with base as (${base}), ${combosCte(req)}, ${titledCte(reader, req, parsed, titleQuery)}
    ${titledSelect(req, parsed)}`);
  return complete(r.rows[0], req);
}

/**
 * The hot token a search may read kept counts for (hot-tokens.ts): its one
 * word is a single index token (one or two characters) that is hot, and its
 * filters are facet values (domain, year, label), which the kept counts are
 * keyed by. Null otherwise. `parsed` has a title query (one Han word).
 */
export function hotToken(parsed: ParsedKeyword, req: RawFilters, hot: Set<string>): string | null {
  if (req.groupIds?.length || req.authorIds?.length || req.dateFrom || req.dateTo) return null;
  const word = parsed.terms[0]?.text;
  return word && word.length <= 2 && hot.has(word) ? word : null;
}

/**
 * A one-word search of a hot token: facet counts of items visible to all
 * from search_hot_counts (a few hundred rows, not thousands of matches),
 * plus the restricted items the caller may read, counted through their own
 * small index. Ranked by relevance, the page comes from the title hits when
 * they fill it, else from a top-N over the matches (PostgreSQL runs only the
 * branch taken); by date or views, from a top-N over the matches.
 */
export async function hotSearch(
  conn: Conn,
  reader: Reader,
  req: SearchRequest,
  parsed: ParsedKeyword,
  how: { token: string; titleQuery: string; relevance: boolean },
): Promise<SearchRow> {
  const restricted = matchesSql(reader, req, parsed, [sql`s.facet_key`], { extra: [sql`not s.vis_all`] });
  const domain = domainFilter(req, 's');
  const { order, columns } = pageOrder(req.sort, how.relevance, parsed);
  const ranked = matchesSql(reader, req, parsed, [sql`s.knowledge_id as id`, ...columns], {
    extra: domain ? [domain] : [],
  });
  const facetWhere = [sql`f.domain_id = any(${intArray(reader.domainIds)})`];
  if (req.years?.length) facetWhere.push(sql`f.year = any(${intArray(req.years)})`);
  if (req.labelSet) facetWhere.push(sql`f.label_ids && ${intArray(req.labelSet)}`);
  const counts = sql`
    counted as (
      select c.facet_key, c.n from search_hot_counts c where c.token = ${how.token} and c.n > 0
      union all
      select r.facet_key, count(*)::int from (${restricted}) r group by 1),
    combos as (
      select x.n, f.domain_id, f.year, f.label_ids, ${domainFilter(req, 'f') ?? sql`true`} as chosen
      from (select facet_key, sum(n)::int as n from counted group by 1) x
      join search_facets f on f.facet_key = x.facet_key
      where ${sql.join(facetWhere, sql` and `)})`;
  // Materialised: a top-N by date over a bare scan would walk the date index and read every passing row's tsv.
  // Only read when its branch is taken, as CTEs are.
  const matches = sql`ranked as materialized (${ranked})`;
  const topN = pageSelect(req, parsed, order, how.relevance, sql`ranked h`);
  if (!how.relevance) {
    return (await conn.execute<SearchRow>(sql`with ${counts}, ${matches} select ${facetSelects}, ${topN} as ids`)).rows[0];
  }
  const r = await conn.execute<SearchRow>(sql`
    with ${counts}, ${matches}, ${titledCte(reader, req, parsed, how.titleQuery)},
    scored as (select count(*)::int as n from titled where score > 0)
    select ${facetSelects}, (select n from scored) as scored,
      case when (select n from scored) >= least(${pageEnd(req)}, (select coalesce(sum(n) filter (where chosen), 0) from combos))
        then ${pageSelect(req, parsed, order, true, sql`titled h where h.score > 0`)}
        else ${topN} end as ids`);
  return r.rows[0];
}
