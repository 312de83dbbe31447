import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Reader } from '../knowledge/access';
import type { Conn } from '../knowledge/item';
import { type ParsedKeyword, parseKeyword, positiveQuery } from './parse';
import { firstScore, secondScore } from './rank';
import { domainWhere, type Filters, filterWhere, keywordWhere, readableDocs } from './scope';

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

/**
 * Settings a search needs: memory enough to keep ~100,000 matches in memory
 * (the default 4 MB spills them to disk), and no JIT (compiling costs more
 * than a search).
 */
async function searchSettings(tx: Conn): Promise<void> {
  await tx.execute(sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
}

/**
 * Whether the server already runs with those settings (the embedded one
 * does: server/db/embedded.ts); a search then skips its own transaction and
 * settings, three round trips of its ~8. Checked once per pool.
 */
const serverReady = new WeakMap<Db, Promise<boolean>>();
function serverHasSearchSettings(db: Db): Promise<boolean> {
  let ready = serverReady.get(db);
  if (!ready) {
    ready = db
      .execute<{ ok: boolean }>(sql`select current_setting('jit') = 'off'
        and pg_size_bytes(current_setting('work_mem')) >= pg_size_bytes('32MB') as ok`)
      .then((r) => r.rows[0]?.ok === true);
    serverReady.set(db, ready);
  }
  return ready;
}

/**
 * any_value() (PostgreSQL 16+) picks a group's row without comparing arrays;
 * PostgreSQL 15, which DATABASE_URL may name, has only min(). Checked once per pool.
 */
const anyValueSupport = new WeakMap<Db, Promise<boolean>>();
function hasAnyValue(db: Db): Promise<boolean> {
  let known = anyValueSupport.get(db);
  if (!known) {
    known = db
      .execute<{ ok: boolean }>(sql`select current_setting('server_version_num')::int >= 160000 as ok`)
      .then((r) => r.rows[0]?.ok === true);
    anyValueSupport.set(db, known);
  }
  return known;
}

/** Runs `fn` with the search settings: directly when the server has them, else in a transaction that sets them. */
export async function withSearchSettings<T>(db: Db, fn: (conn: Conn) => Promise<T>): Promise<T> {
  if (await serverHasSearchSettings(db)) return fn(db);
  return db.transaction(async (tx) => {
    await searchSettings(tx);
    return fn(tx);
  });
}

/** The matching rows before the facet filters, with the first ranking score (alias `base`). */
export async function baseQuery(conn: Conn, reader: Reader, f: Filters, p: ParsedKeyword, withScore: boolean): Promise<SQL> {
  const where = [readableDocs(reader), ...keywordWhere(p), ...(await filterWhere(conn, f))];
  return sql`select s.knowledge_id as id, s.domain_id, s.year, s.label_ids, s.facet_key, s.published_at, s.views, s.body_len,
      ${withScore ? firstScore(p) : sql`0`} as score
    from search_docs s where ${sql.join(where, sql` and `)}`;
}

/**
 * Total and facet counts in one pass over the matches: they are grouped by
 * (domain, year, label set) — a few dozen combinations even for 100,000
 * matches, keyed by one bigint (facet_key) — and every count is summed from those.
 * Any row of a group stands for its domain, year and labels (any_value: no
 * array comparisons per row, as min() would make; min() on PostgreSQL 15).
 * The domain counts ignore the domain filter (the tabs show every domain);
 * the rest count the result.
 */
function countColumns(domain: SQL, anyValue: boolean): SQL {
  const pick = sql.raw(anyValue ? 'any_value' : 'min');
  return sql`
    combos as (
      select ${pick}(b.domain_id) as domain_id, ${pick}(b.year) as year, ${pick}(b.label_ids) as label_ids,
        count(*)::int as n_all, (count(*) filter (where ${domain}))::int as n
      from base b group by b.facet_key
    )`;
}

const facetSelects = sql`
  coalesce((select sum(n) from combos), 0)::int as total,
  (select coalesce(json_agg(json_build_object('value', domain_id, 'count', c) order by domain_id), '[]')
    from (select domain_id, sum(n_all)::int as c from combos group by 1) x) as domains,
  (select coalesce(json_agg(json_build_object('value', year, 'count', c) order by year desc), '[]')
    from (select year, sum(n)::int as c from combos group by 1 having sum(n) > 0) x) as years,
  (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'count', x.c) order by x.c desc, l.id), '[]')
    from (select u.lid, sum(c.n)::int as c from combos c cross join lateral unnest(c.label_ids) as u(lid)
          group by 1 having sum(c.n) > 0 order by 2 desc, 1 limit ${LABEL_FACET_SIZE}) x
    join labels l on l.id = x.lid) as labels`;

function pageOrder(sort: SearchSort, hasKeyword: boolean): SQL {
  if (sort === 'views') return sql`h.views desc, h.published_at desc, h.id desc`;
  if (sort === 'newest' || !hasKeyword) return sql`h.published_at desc, h.id desc`;
  return sql`h.score desc, h.body_len asc, h.id desc`;
}

/** The page's ids (json array), ranked as asked; relevance in two steps (rank.ts). */
function pageSelect(req: SearchRequest, parsed: ParsedKeyword, domain: SQL, hasKeyword: boolean): SQL {
  const offset = (req.page - 1) * req.size;
  const hits = sql`(select * from base b where ${domain})`;
  if (req.sort !== 'relevance' || !hasKeyword) {
    return sql`(select coalesce(json_agg(id), '[]') from (
      select h.id from ${hits} h order by ${pageOrder(req.sort, hasKeyword)} offset ${offset} limit ${req.size}) p)`;
  }
  const q = positiveQuery(parsed);
  return sql`(select coalesce(json_agg(id order by r), '[]') from (
    select t.id, row_number() over (order by t.score + ${secondScore(parsed)} desc,
      ${q ? sql`ts_rank(s.tsv, to_tsquery('simple', ${q}), 1)` : sql`0`} desc, t.views desc, t.id desc) as r
    from (select h.* from ${hits} h order by ${pageOrder('relevance', true)} limit ${offset + req.size + SHORTLIST_EXTRA}) t
    join search_docs s on s.knowledge_id = t.id
    order by r offset ${offset} limit ${req.size}) p)`;
}

/**
 * One search: total, facet counts and the page's ids in one statement over
 * the matches (materialised once, in memory). Facets count the whole
 * result, not the page; the domains also count the domains not chosen.
 */
export async function runSearch(db: Db, reader: Reader, req: SearchRequest): Promise<RawResult> {
  const parsed = parseKeyword(req.keyword);
  const hasKeyword = req.keyword.trim() !== '';
  const emptyFacets: RawFacets = { domains: [], years: [], labels: [] };
  if ((hasKeyword && parsed.empty) || reader.domainIds.length === 0) return { total: 0, ids: [], facets: emptyFacets, parsed };
  const relevance = req.sort === 'relevance' && hasKeyword;
  const anyValue = await hasAnyValue(db);
  const row = await withSearchSettings(db, async (tx) => {
    const base = await baseQuery(tx, reader, req, parsed, relevance);
    const domain = domainWhere(req);
    const r = await tx.execute<{ total: number; ids: number[] } & { [K in keyof RawFacets]: RawFacets[K] }>(sql`
      with base as materialized (${base}), ${countColumns(domain, anyValue)}
      select ${facetSelects}, ${pageSelect(req, parsed, domain, hasKeyword)} as ids`);
    return r.rows[0];
  });
  return {
    total: row.total,
    ids: row.ids,
    facets: { domains: row.domains, years: row.years, labels: row.labels },
    parsed,
  };
}
