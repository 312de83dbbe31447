import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn, Db } from '../db/client';
import { intArray } from '../lib/int-array';
import type { ParsedKeyword } from './parse';
import { type Filters, filterWhere, keywordWhere, readableDocs } from './scope';

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
 * settings, three round trips. Checked once per pool.
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

/** Runs `fn` with the search settings: directly when the server has them, else in a transaction that sets them. */
export async function withSearchSettings<T>(db: Db, fn: (conn: Conn) => Promise<T>): Promise<T> {
  if (await serverHasSearchSettings(db)) return fn(db);
  return db.transaction(async (tx) => {
    await searchSettings(tx);
    return fn(tx);
  });
}

/**
 * The matches of a search before the domain filter, on alias `s`
 * (search_docs): readable by the caller, holding the keyword, passing every
 * other filter. Callers select only the columns they need: every column is
 * copied for each of up to 100,000 matches. `instead` replaces the keyword's
 * conditions with others that imply them (titles holding the only word,
 * heavy-search.ts); `extra` narrows the matches.
 */
export function matchesSql(
  reader: Reader,
  f: Filters,
  p: ParsedKeyword,
  columns: SQL[],
  opts: { instead?: SQL[]; extra?: SQL[] } = {},
): SQL {
  const where = [readableDocs(reader), ...(opts.instead ?? keywordWhere(p)), ...filterWhere(f), ...(opts.extra ?? [])];
  return sql`select ${sql.join(columns, sql`, `)} from search_docs s where ${sql.join(where, sql` and `)}`;
}

/** Nothing can match: the keyword held only punctuation, or the caller reads no domain. */
export function nothingToSearch(f: Filters, p: ParsedKeyword, reader: Reader): boolean {
  return (f.keyword.trim() !== '' && p.empty) || reader.domainIds.length === 0;
}

/** The domain filter on the domain column of `alias`; null when every domain is wanted. */
export function domainFilter(f: Filters, alias: string): SQL | null {
  return f.domainIds?.length ? sql`${sql.raw(alias)}.domain_id = any(${intArray(f.domainIds)})` : null;
}

/**
 * CTE `combos` over CTE `base` (the matches, with their facet_key): the
 * matches counted per facet key (domain, year and label set), with those
 * values read once per key from search_facets. `chosen` marks the keys in the
 * filtered domains: the domain tabs count every domain, the other facets and
 * the total only the chosen ones. A few dozen rows even for 100,000 matches.
 */
export function combosCte(f: Filters): SQL {
  return sql`combos as (
    select c.n, f.domain_id, f.year, f.label_ids, ${domainFilter(f, 'f') ?? sql`true`} as chosen
    from (select b.facet_key, count(*)::int as n from base b group by 1) c
    left join search_facets f on f.facet_key = c.facet_key)`;
}
