import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { normalise } from './normalise';
import { quote } from './parse';
import { typedPinyin } from './pinyin';
import { readableDocs } from './scope';
import { runsOf, wordsOf } from './segment';

/** Candidates looked at per call: the caller's own filter (`where`) may drop some. */
const CANDIDATES = 50;

/**
 * The query of a typed title as "any of its words": letters and digits as
 * whole words, each Han run by its pairs of characters and jieba's longer
 * words (a one-character run by itself), so a title sharing a word or two
 * ranks; typed pinyin (letters only) as a prefix of a title's pinyin.
 */
export function similarQuery(norm: string): string | null {
  const typed = typedPinyin(norm);
  if (typed !== null && typed.length >= 2) return `${quote(typed)}:*`;
  const tokens = new Set<string>();
  for (const run of runsOf(norm)) {
    if (run.kind === 'word') {
      tokens.add(run.text);
      continue;
    }
    const t = run.text;
    if (t.length === 1) tokens.add(t);
    for (let i = 0; i + 1 < t.length; i++) tokens.add(t.slice(i, i + 2));
    if (t.length >= 3) for (const w of wordsOf(t)) if (w.length >= 3) tokens.add(w);
  }
  return tokens.size ? [...tokens].map(quote).join(' | ') : null;
}

/**
 * Items of one domain the reader may read whose titles are like `text` (the
 * forum's "similar questions" before asking): same normalisation, words and
 * pinyin as search, ranked by how much of the title matches. `where` narrows
 * the candidates further (on alias `s`, search_docs).
 */
export async function similarTitles(
  db: Db,
  reader: Reader,
  text: string,
  opts: { domainId: number; limit: number; where?: SQL },
): Promise<number[]> {
  const norm = normalise(text).trim().replace(/\s+/g, ' ');
  const q = norm === '' ? null : similarQuery(norm);
  if (!q || !reader.domainIds.includes(opts.domainId)) return [];
  const query = sql`to_tsquery('simple', ${q})`;
  const r = await db.execute<{ id: number }>(sql`
    select s.knowledge_id as id from search_docs s
    where s.domain_id = ${opts.domainId} and s.title_tsv @@ ${query} and ${readableDocs(reader)}
      ${opts.where ? sql`and ${opts.where}` : sql``}
    order by ts_rank(s.title_tsv, ${query}) desc, s.views desc, s.knowledge_id desc
    limit ${Math.min(opts.limit, CANDIDATES)}`);
  return r.rows.map((x) => x.id);
}
