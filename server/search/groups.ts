import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Reader } from '../knowledge/access';
import { labelIndex } from '../knowledge/labels';
import { type ParsedKeyword, parseKeyword } from './parse';
import { domainWhere, type Filters } from './scope';
import { baseQuery, withSearchSettings } from './search';

type Counted = { value: number; count: number };

/** Runs `select` over the matches of `f` (alias `base`, facet filters as `w`); nothing when the caller reads no domain. */
async function overMatches<T extends Record<string, unknown>>(
  db: Db,
  reader: Reader,
  f: Filters,
  parsed: ParsedKeyword,
  select: (domain: SQL) => SQL,
): Promise<T[]> {
  if ((f.keyword.trim() !== '' && parsed.empty) || reader.domainIds.length === 0) return [];
  return withSearchSettings(db, async (tx) => {
    const base = await baseQuery(tx, reader, f, parsed, false);
    const r = await tx.execute<T>(sql`with base as materialized (${base}) ${select(domainWhere(f))}`);
    return r.rows as T[];
  });
}

/** Result counts per label (every label with a match), grouped under their categories. */
export async function labelGroups(db: Db, reader: Reader, f: Filters) {
  const rows = await overMatches<{ id: number; count: number }>(
    db,
    reader,
    f,
    parseKeyword(f.keyword),
    (domain) => sql`select u.lid as id, count(*)::int as count from base b cross join lateral unnest(b.label_ids) as u(lid)
      where ${domain} group by 1 order by 2 desc, 1`,
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
export async function yearGroups(db: Db, reader: Reader, f: Filters): Promise<Counted[]> {
  return overMatches<Counted>(
    db,
    reader,
    f,
    parseKeyword(f.keyword),
    (domain) => sql`select b.year as value, count(*)::int as count from base b where ${domain}
      group by 1 order by 1 desc`,
  );
}

async function countOf(db: Db, reader: Reader, f: Filters, parsed: ParsedKeyword): Promise<number> {
  const rows = await overMatches<{ n: number }>(
    db,
    reader,
    f,
    parsed,
    (domain) => sql`select count(*)::int as n from base b where ${domain}`,
  );
  return rows[0]?.n ?? 0;
}

/** The keyword's count, each word's count alone (to see which word empties a search), and counts per domain. */
export async function keywordGroups(db: Db, reader: Reader, f: Filters) {
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
    overMatches<Counted>(
      db,
      reader,
      f,
      parsed,
      () => sql`select b.domain_id as value, count(*)::int as count from base b group by 1 order by 1`,
    ),
    ...parts.map((p) => countOf(db, reader, f, p.parsed)),
  ]);
  return { total, terms: parts.map((p, i) => ({ term: p.term, count: counts[i] })), domains };
}
