import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Conn } from '../knowledge/item';
import { quote } from './parse';

/**
 * A token in this many items becomes hot: counting 5,000 matches costs a
 * search ~5 ms, reading kept counts well under one. pg_stats lists tokens
 * down to about this share of a 300,000-item index, far below the
 * heavy-search threshold, so common two-character words (春风, 明月) are hot too.
 */
const HOT_MATCHES = 5_000;
/** Tokens made hot per run (pg_stats lists ~1,000): each is counted once over its matches (~30 ms for 60,000). */
const HOT_PER_RUN = 1000;

/**
 * Makes `tokens` hot: each gets its counts (items visible to all, per facet
 * key) in one transaction that holds off index writers meanwhile (SHARE
 * lock), so the statement triggers (migration 0007) keep exactly what was
 * counted. Tokens already hot are left as they are. Returns how many were added.
 */
export async function addHotTokens(db: Db, tokens: string[]): Promise<number> {
  let added = 0;
  for (const token of tokens) {
    const done = await db.transaction(async (tx: Conn) => {
      await tx.execute(sql`lock table search_docs in share mode`);
      const fresh = await tx.execute(sql`insert into search_hot_tokens (token) values (${token}) on conflict do nothing`);
      if ((fresh.rowCount ?? 0) === 0) return false;
      await tx.execute(sql`
        insert into search_hot_counts (token, facet_key, n)
        select ${token}, s.facet_key, count(*)::int from search_docs s
        where s.vis_all and s.tsv @@ to_tsquery('simple', ${quote(token)})
        group by 2`);
      return true;
    });
    if (done) added++;
  }
  // This process sees its own additions at once; others within a minute (hotSet).
  if (added > 0) hotByDb.delete(db);
  return added;
}

/**
 * Tokens the index statistics (pg_stats, refreshed by ANALYZE) expect in
 * enough items to make a search heavy, and not hot yet.
 */
async function candidates(db: Db): Promise<string[]> {
  const r = await db.execute<{ token: string }>(sql`
    select x.elem as token
    from pg_class c
    join pg_stats s on s.schemaname = current_schema() and s.tablename = 'search_docs' and s.attname = 'tsv'
    cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as x(elem, freq)
    where c.oid = 'search_docs'::regclass and x.elem is not null and x.freq * c.reltuples >= ${HOT_MATCHES}
      and not exists (select 1 from search_hot_tokens h where h.token = x.elem)
    order by x.freq desc limit ${HOT_PER_RUN}`);
  return r.rows.map((x) => x.token);
}

/** Makes the tokens hot that the statistics now call common (a background job after the index is built). */
export async function refreshHotTokens(db: Db): Promise<number> {
  return addHotTokens(db, await candidates(db));
}

const hotByDb = new WeakMap<Db, { at: number; tokens: Promise<Set<string>> }>();
/** How long a process trusts its copy of the hot set; the search statement checks the token itself. */
const HOT_SET_TTL_MS = 60_000;

/**
 * The hot tokens as this process last read them: tells which searches may
 * take the hot path. A token made hot since is used after the next read;
 * hot tokens are never removed (their counts stay exact), so a stale copy
 * never points at missing counts.
 */
export async function hotSet(db: Db): Promise<Set<string>> {
  const cached = hotByDb.get(db);
  if (cached && Date.now() - cached.at < HOT_SET_TTL_MS) return cached.tokens;
  const tokens = db
    .execute<{ token: string }>(sql`select token from search_hot_tokens`)
    .then((r) => new Set(r.rows.map((x) => x.token)));
  hotByDb.set(db, { at: Date.now(), tokens });
  tokens.catch(() => hotByDb.delete(db));
  return tokens;
}
