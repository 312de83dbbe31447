import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { labelIndex } from '../lib/label-index';
import { runWeighed } from './heavy-lane';
import { combosCte, domainFilter, matchesSql, nothingToSearch, withSearchSettings } from './matches';
import { type ParsedKeyword, parseKeyword } from './parse';
import { type Filters, type RawFilters, resolveFilters } from './scope';

type Counted = { value: number; count: number };

/**
 * Runs `select` over CTE `combos` (matches.ts: the matches counted per facet
 * key, `chosen` when in the filtered domains); nothing when the caller reads no domain.
 */
async function overCombos<T extends Record<string, unknown>>(
  db: Db,
  reader: Reader,
  f: Filters,
  parsed: ParsedKeyword,
  select: SQL,
): Promise<T[]> {
  if (nothingToSearch(f, parsed, reader)) return [];
  return runWeighed(db, parsed, () =>
    withSearchSettings(db, async (conn) => {
      const base = matchesSql(reader, f, parsed, [sql`s.facet_key`]);
      const r = await conn.execute<T>(sql`with base as (${base}), ${combosCte(f)} ${select}`);
      return r.rows as T[];
    }),
  );
}

/** Result counts per label (every label with a match), grouped under their categories. */
export async function labelGroups(db: Db, reader: Reader, raw: RawFilters) {
  const f = await resolveFilters(db, raw);
  const rows = await overCombos<{ id: number; count: number }>(
    db,
    reader,
    f,
    parseKeyword(f.keyword),
    sql`select u.lid as id, sum(c.n)::int as count from combos c cross join lateral unnest(c.label_ids) as u(lid)
      where c.chosen group by 1 order by 2 desc, 1`,
  );
  const labels = await labelIndex(db);
  const groups = new Map<number, { rootParentId: number; name: string; labels: { id: number; name: string; count: number }[] }>();
  for (const r of rows) {
    const l = labels.get(r.id);
    if (!l) continue;
    const root = labels.get(l.rootParentId);
    const g = groups.get(l.rootParentId) ?? { rootParentId: l.rootParentId, name: root?.name ?? l.name, labels: [] };
    g.labels.push({ id: l.id, name: l.name, count: r.count });
    groups.set(l.rootParentId, g);
  }
  return [...groups.values()].sort((a, b) => a.rootParentId - b.rootParentId);
}

/** Result counts per year of publication, newest first. */
export async function yearGroups(db: Db, reader: Reader, raw: RawFilters): Promise<Counted[]> {
  const f = await resolveFilters(db, raw);
  return overCombos<Counted>(
    db,
    reader,
    f,
    parseKeyword(f.keyword),
    sql`select year as value, sum(n)::int as count from combos where chosen group by 1 order by 1 desc`,
  );
}

/** The number of matches in the filtered domains (no facets: a plain count). */
async function countOf(db: Db, reader: Reader, f: Filters, parsed: ParsedKeyword): Promise<number> {
  if (nothingToSearch(f, parsed, reader)) return 0;
  return runWeighed(db, parsed, () =>
    withSearchSettings(db, async (conn) => {
      const base = matchesSql(reader, f, parsed, [sql`s.domain_id`]);
      const domain = domainFilter(f, 'b');
      const r = await conn.execute<{ n: number }>(
        sql`select count(*)::int as n from (${base}) b ${domain ? sql`where ${domain}` : sql``}`,
      );
      return r.rows[0]?.n ?? 0;
    }),
  );
}

/** The keyword's count, each word's count alone (to see which word empties a search), and counts per domain. */
export async function keywordGroups(db: Db, reader: Reader, raw: RawFilters) {
  const f = await resolveFilters(db, raw);
  const parsed = parseKeyword(f.keyword);
  const single = (p: Partial<ParsedKeyword>): ParsedKeyword => ({
    terms: [],
    phrases: [],
    excludes: parsed.excludes,
    chunks: [],
    needles: [],
    empty: false,
    ...p,
  });
  const parts = [
    ...parsed.terms.map((t) => ({ term: t.text, parsed: single({ terms: [t] }) })),
    ...parsed.phrases.map((ph) => ({ term: ph.text, parsed: single({ phrases: [ph] }) })),
  ];
  const [total, domains, ...counts] = await Promise.all([
    countOf(db, reader, f, parsed),
    overCombos<Counted>(
      db,
      reader,
      f,
      parsed,
      sql`select domain_id as value, sum(n)::int as count from combos where domain_id is not null group by 1 order by 1`,
    ),
    ...parts.map((p) => countOf(db, reader, f, p.parsed)),
  ]);
  return { total, terms: parts.map((p, i) => ({ term: p.term, count: counts[i] })), domains };
}
