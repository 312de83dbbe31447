import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../db/client';
import { announceCacheChange, onCacheChange } from '../lib/cache-bus';
import { quote } from './parse';
import { tokenStats } from './token-stats';

/**
 * A token in this many items becomes hot: counting 5,000 matches costs a
 * search ~5 ms, reading kept counts well under one. pg_stats lists tokens
 * down to about this share of a 300,000-item index, far below the
 * heavy-search threshold, so common two-character words (春风, 明月) are hot too.
 */
const HOT_MATCHES = 5_000;

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
  // Every server sees the additions at once (this one before the call returns).
  if (added > 0) await announceCacheChange(db, 'search-hot');
  return added;
}

/**
 * Makes the tokens hot that the index statistics now expect in `minItems`
 * items or more (a background job after the index is built; returns how many).
 */
export async function refreshHotTokens(db: Db, minItems = HOT_MATCHES): Promise<number> {
  const stats = await tokenStats(db);
  const hot = await hotSet(db);
  const common = [...stats.freq]
    .filter(([token, freq]) => freq * stats.rows >= minItems && !hot.has(token))
    .sort((a, b) => b[1] - a[1])
    .map(([token]) => token);
  return addHotTokens(db, common);
}

const hotByDb = new WeakMap<Db, { at: number; tokens: Promise<Set<string>> }>();
/** How long a process trusts its copy of the hot set. */
const HOT_SET_TTL_MS = 60_000;
onCacheChange('search-hot', (db) => hotByDb.delete(db));

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
