import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { allReadings } from '../lib/pinyin-readings';
import { normalise } from './normalise';
import { quote } from './parse';
import { pinyinSpan, typedPinyin } from './pinyin';
import { readableDocs } from './scope';
import { labelEntries } from './suggest';

/**
 * What a keyword that finds (almost) nothing was meant to be (issue 28), in
 * the words the catalogue already holds — the titles the caller may read and
 * the labels — as the suggestion box finds them:
 * - typed pinyin, whole (`chailv`, `chai lv`, `lv`/`lü`), as initials (`clbx`)
 *   or mixed with characters (`差lv`): the title stretch it spells;
 * - a typo (`差履报消`): a title stretch of the same length read the same way
 *   (homophones), or differing in one character.
 * The most frequent answer wins; none when nothing in the catalogue fits.
 */

export interface Rewrite {
  keyword: string;
  reason: 'pinyin' | 'typo';
}

/** Keywords longer than this are not rewritten (a pasted sentence is no typo). */
const MAX_CHARS = 16;
/** Spellings tried for one keyword: readings of polyphonic characters multiply. */
const MAX_SPELLINGS = 8;
/** Titles read per rewrite: the best known that hold a candidate. */
const TITLES = 80;

const HAN = /\p{Script=Han}/u;
const isHan = (ch: string) => HAN.test(ch);

/** The keyword's pinyin spellings: characters by each of their readings, letters as typed; null when it holds anything else. */
function spellings(norm: string): string[] | null {
  let out = [''];
  for (const ch of norm.replace(/[\s']+/g, '')) {
    let options: string[];
    if (isHan(ch)) options = allReadings(ch).toneless.slice(0, 3);
    else if (/[a-zü]/.test(ch)) options = [ch === 'ü' ? 'v' : ch];
    else return null;
    if (options.length === 0) return null;
    out = out.flatMap((o) => options.map((r) => o + r)).slice(0, MAX_SPELLINGS);
  }
  return out.filter((s) => s.length >= 2);
}

/** Titles (normalised) the caller may read whose title tokens match `tsquery`, best known first. */
async function titles(db: Db, reader: Reader, tsquery: string): Promise<string[]> {
  const r = await db.execute<{ title_norm: string }>(sql`
    select s.title_norm from search_docs s
    where s.title_tsv @@ to_tsquery('simple', ${tsquery}) and ${readableDocs(reader)}
    order by s.views desc, s.knowledge_id desc limit ${TITLES}`);
  return r.rows.map((x) => x.title_norm);
}

/** The candidate named most often (ties: the first met). */
function mostFrequent(candidates: string[]): string | null {
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: string | null = null;
  for (const [c, n] of counts) if (best === null || n > counts.get(best)!) best = c;
  return best;
}

/** Whether `text` holds the characters of `han` in order (a mixed keyword's own characters stay). */
function keepsOwn(text: string, han: string[]): boolean {
  let at = 0;
  for (const ch of han) {
    at = text.indexOf(ch, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

async function fromPinyin(db: Db, reader: Reader, norm: string): Promise<string | null> {
  const typed = typedPinyin(norm);
  // Two letters say too little to be read as anything (lv: 旅, 绿, 律 …).
  if (typed !== null && typed.length < 3) return null;
  const spelled = typed !== null ? [typed] : spellings(norm);
  if (!spelled || spelled.length === 0) return null;
  const own = [...norm].filter(isHan);
  const found: string[] = [];
  for (const title of await titles(db, reader, spelled.map((s) => `${quote(s)}:*`).join(' | '))) {
    for (const s of spelled) {
      const span = pinyinSpan(title, s);
      if (!span) continue;
      const text = title.slice(span[0], span[1]);
      if (isHan(text) && text !== norm && keepsOwn(text, own)) found.push(text);
    }
  }
  // A label read exactly so counts as well.
  if (typed !== null) for (const l of await labelEntries(db)) if (l.full === typed || l.initials === typed) found.push(l.norm);
  return mostFrequent(found);
}

/** Same-length windows of `title` read like `norm` (every character a homophone) or one character off. */
function closeWindows(title: string, norm: string): string[] {
  const chars = [...norm];
  const t = [...title];
  const out: string[] = [];
  for (let i = 0; i + chars.length <= t.length; i++) {
    const w = t.slice(i, i + chars.length);
    if (!w.every(isHan)) continue;
    let differ = 0;
    let sounds = true;
    for (let j = 0; j < chars.length; j++) {
      if (w[j] === chars[j]) continue;
      differ++;
      const a = new Set(allReadings(chars[j]!).toneless);
      if (!allReadings(w[j]!).toneless.some((r) => a.has(r))) sounds = false;
    }
    if (differ > 0 && (sounds || differ === 1)) out.push(w.join(''));
  }
  return out;
}

async function fromTypo(db: Db, reader: Reader, norm: string): Promise<string | null> {
  const chars = [...norm];
  if (chars.length < 2 || !chars.every(isHan)) return null;
  // Titles that read like the keyword (its spellings as pinyin), or share a character pair with it.
  const spelled = spellings(norm) ?? [];
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pairs.add(quote(chars[i]! + chars[i + 1]!));
  const query = [...spelled.map((s) => `${quote(s)}:*`), ...pairs].join(' | ');
  if (!query) return null;
  const found: string[] = [];
  for (const title of await titles(db, reader, query)) found.push(...closeWindows(title, norm));
  for (const l of await labelEntries(db)) found.push(...closeWindows(l.norm, norm));
  return mostFrequent(found);
}

/** What to search instead of `keyword`, or null. */
export async function rewriteKeyword(db: Db, reader: Reader, keyword: string): Promise<Rewrite | null> {
  const norm = normalise(keyword).trim().replace(/\s+/g, ' ');
  if (!norm || [...norm].length > MAX_CHARS || reader.domainIds.length === 0) return null;
  if (/[a-zü]/.test(norm)) {
    const k = await fromPinyin(db, reader, norm);
    return k ? { keyword: k, reason: 'pinyin' } : null;
  }
  const k = await fromTypo(db, reader, norm);
  return k ? { keyword: k, reason: 'typo' } : null;
}
