import { normalise } from './normalise';
import { runsOf, segmenter, wordsOf } from './segment';

/** A word the results must contain (unquoted keyword text, cut by jieba). */
export interface Term {
  text: string;
  /** to_tsquery('simple', …) text that finds the word. */
  query: string;
  /** Shorter words of a long word that the query also accepts apart (longWord). */
  parts: string[];
}

export interface ParsedKeyword {
  /** Words every result contains somewhere. */
  terms: Term[];
  /** Quoted text every result contains exactly (normalised); `single` when one index token decides it exactly. */
  phrases: { text: string; query: string; single: boolean }[];
  /** Text no result contains (normalised); `single` when one index token decides it exactly. */
  excludes: { text: string; query: string; single: boolean }[];
  /**
   * Unquoted stretches of several words: results holding all their character
   * pairs (most likely the exact stretch) rank above scattered matches.
   */
  chunks: { text: string; query: string }[];
  /** What highlights mark: terms and phrases. */
  needles: string[];
  /** The keyword held nothing searchable (only punctuation, say). */
  empty: boolean;
}

/** A lexeme as to_tsquery text. */
export const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (m) => `\\${m}`)}'`;
const and = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`);

/** Index tokens that find a Han word: the character, or its character pairs (any order, all of them). */
export function hanQuery(word: string): string {
  if (word.length === 1) return quote(word);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) pairs.add(word.slice(i, i + 2));
  return and([...pairs].map(quote));
}

const pairsOf = (word: string) => {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) pairs.add(word.slice(i, i + 2));
  return pairs;
};

/**
 * A Han word of three or more characters: all its character pairs (the word
 * itself, almost always), or else all the shorter words jieba sees in it,
 * anywhere: 考勤制度 also finds 员工考勤与休假管理制度. `parts` are those
 * shorter words when they loosen the match, for highlighting and ranking.
 */
function longWord(word: string): { query: string; parts: string[] } {
  const parts = segmenter()
    .cutForSearch(word, false)
    .filter((w) => w.length >= 2 && w !== word);
  const own = pairsOf(word);
  const covered = new Set(parts.flatMap((w) => [...pairsOf(w)]));
  if (parts.length === 0 || [...own].every((p) => covered.has(p))) return { query: hanQuery(word), parts: [] };
  return { query: `(${hanQuery(word)} | ${and(parts.map(hanQuery))})`, parts };
}

/** The query of a stretch of text as a whole: each run's tokens; words exact, or as prefixes. */
function stretchQuery(text: string, prefix: boolean): string | null {
  const parts = runsOf(text).map((r) =>
    r.kind === 'han' ? hanQuery(r.text) : prefix && r.text.length >= 2 ? `${quote(r.text)}:*` : quote(r.text),
  );
  return parts.length === 0 ? null : and(parts);
}

const CHUNK_RE = /(-?)"([^"]*)"?|(-?)“([^”]*)”?|(-?)「([^」]*)」?|(\S+)/g;

/**
 * Parses a search keyword: words separated by spaces must all match;
 * "quoted text" (also “…” and 「…」) must appear as it is; -word or -"text"
 * excludes. Unquoted text is cut into words by jieba, so 报销流程制度 finds
 * items with 报销, 流程 and 制度 anywhere, exact stretches first.
 */
export function parseKeyword(raw: string): ParsedKeyword {
  const norm = normalise(raw).replace(/\s+/g, ' ').trim();
  const out: ParsedKeyword = { terms: [], phrases: [], excludes: [], chunks: [], needles: [], empty: false };
  const seenTerms = new Set<string>();
  for (const m of norm.matchAll(CHUNK_RE)) {
    const quoted = m[2] ?? m[4] ?? m[6];
    const negated = (m[1] ?? m[3] ?? m[5]) === '-';
    let text = (quoted ?? m[7] ?? '').trim();
    let exclude = negated;
    if (quoted === undefined && text.startsWith('-') && text.length > 1) {
      exclude = true;
      text = text.slice(1);
    }
    if (!text) continue;
    if (exclude || quoted !== undefined) {
      const query = stretchQuery(text, false);
      if (!query) continue;
      // One character, one pair or one word: the index token is the text itself, no need to read the body.
      const runs = runsOf(text);
      const single = runs.length === 1 && (runs[0].kind === 'word' || runs[0].text.length <= 2) && runs[0].text === text;
      if (exclude) out.excludes.push({ text, query, single });
      else {
        out.phrases.push({ text, query, single });
        out.needles.push(text);
      }
      continue;
    }
    const before = out.terms.length;
    for (const run of runsOf(text)) {
      const words = run.kind === 'han' ? wordsOf(run.text) : [run.text];
      for (const w of words) {
        if (seenTerms.has(w)) continue;
        seenTerms.add(w);
        if (run.kind === 'han' && w.length >= 3) {
          const long = longWord(w);
          out.terms.push({ text: w, query: long.query, parts: long.parts });
          out.needles.push(w, ...long.parts);
          // Loosened: the exact word ranks above its parts found apart.
          if (long.parts.length > 0) out.chunks.push({ text: w, query: hanQuery(w) });
          continue;
        }
        const query = run.kind === 'han' ? hanQuery(w) : w.length >= 2 ? `${quote(w)}:*` : quote(w);
        out.terms.push({ text: w, query, parts: [] });
        out.needles.push(w);
      }
    }
    const stretch = runsOf(text).filter((r) => r.kind === 'han' && r.text.length >= 3);
    if (out.terms.length - before > 1) {
      for (const r of stretch) {
        const wordsInRun = wordsOf(r.text).length;
        if (wordsInRun > 1) out.chunks.push({ text: r.text, query: hanQuery(r.text) });
      }
    }
  }
  out.empty = out.terms.length === 0 && out.phrases.length === 0 && out.excludes.length === 0;
  return out;
}

/** The whole positive query (terms and phrases), or null when there is none. */
export function positiveQuery(p: ParsedKeyword): string | null {
  const parts = [...p.terms.map((t) => t.query), ...p.phrases.map((x) => x.query)];
  return parts.length === 0 ? null : parts.join(' & ');
}
