import { type SQL, sql } from 'drizzle-orm';
import { hanQuery, type ParsedKeyword } from './parse';
import { runsOf } from './segment';

/**
 * Relevance in two steps. Step one scores every match on cheap features of
 * the narrow index row: the title equals the keyword (100), holds a
 * multi-word stretch or phrase (30), a word (10; a single character 1; a
 * part of a long compound 5); the text holds every character pair of a
 * multi-word stretch (20, found through the GIN index, not row by row). The
 * best go on to step two, which reads their text: the exact stretch in the
 * body (20 each), then ts_rank (title tokens weigh most), then views.
 * Scoring every match on step two's features would read the vector and body
 * of each one, which a one-character query over 300,000 poems cannot afford.
 */
export function firstScore(p: ParsedKeyword): SQL {
  const parts: SQL[] = [];
  const exact = exactTitles(p);
  if (exact.length > 0) parts.push(sql`(s.title_norm = any(${textArray(exact)}))::int * 100`);
  for (const w of stretchesOf(p)) parts.push(sql`(strpos(s.title_norm, ${w}) > 0)::int * 30`);
  for (const t of p.terms) {
    parts.push(sql`(strpos(s.title_norm, ${t.text}) > 0)::int * ${t.text.length > 1 ? 10 : 1}`);
    for (const part of t.parts) parts.push(sql`(strpos(s.title_norm, ${part}) > 0)::int * 5`);
  }
  for (const c of p.chunks) {
    parts.push(
      sql`(s.knowledge_id in (select y.knowledge_id from search_docs y where y.tsv @@ to_tsquery('simple', ${c.query})))::int * 20`,
    );
  }
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

/** Step two's extra score on alias `s`: each multi-word stretch or phrase found exactly in the body. */
export function secondScore(p: ParsedKeyword): SQL {
  const parts = stretchesOf(p).map((t) => sql`(strpos(s.body_norm, ${t}) > 0)::int * 20`);
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

/** Multi-word stretches (unquoted text jieba cut into several words) and quoted phrases. */
function stretchesOf(p: ParsedKeyword): string[] {
  return [...new Set([...p.chunks.map((c) => c.text), ...p.phrases.map((x) => x.text)])];
}

/** Titles that count as "the title is the keyword": a stretch, a phrase, or the only word. */
function exactTitles(p: ParsedKeyword): string[] {
  const out = stretchesOf(p);
  if (p.terms.length === 1 && p.phrases.length === 0) out.push(p.terms[0].text);
  return out;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

const isHanText = (text: string) => {
  const runs = runsOf(text);
  return runs.length === 1 && runs[0].kind === 'han' && runs[0].text === text;
};

/**
 * The title_tsv query of a keyword that is one Han word (no phrase, no
 * exclusion, no loosened parts): a title holding the word is the only way to
 * score above zero in step one, and such a title implies a match (titles are
 * indexed in tsv too). For one or two characters the query is exact; for
 * longer words it finds titles holding all their pairs, and the score tells
 * which hold the word. Null for any other keyword.
 */
export function titleHitQuery(p: ParsedKeyword): string | null {
  if (p.terms.length !== 1 || p.phrases.length > 0 || p.excludes.length > 0 || p.chunks.length > 0) return null;
  const [t] = p.terms;
  return t.parts.length === 0 && isHanText(t.text) ? hanQuery(t.text) : null;
}

/**
 * How well known an item is, on a `knowledge` alias: read, liked, kept, and
 * the authority an import gave it (a poem of a classic anthology). Orders
 * equally good matches.
 */
export function popularity(alias: string): SQL {
  const k = sql.raw(alias);
  return sql`(${k}.views + 5 * ${k}.like_count + 10 * ${k}.favourite_count + ${k}.authority)`;
}
