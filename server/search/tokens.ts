import { runsOf, wordsOf } from './segment';

/**
 * Index tokens of normalised text: every Han character, every pair of
 * neighbouring Han characters (so any two-character word is found inside a
 * longer one, whatever jieba made of the sentence), jieba's words of three or
 * more characters, and whole words of letters and digits.
 */
export function indexTokens(norm: string): string[] {
  const out: string[] = [];
  for (const run of runsOf(norm)) {
    if (run.kind === 'word') {
      out.push(run.text);
      continue;
    }
    const t = run.text;
    for (let i = 0; i < t.length; i++) {
      out.push(t[i]);
      if (i + 1 < t.length) out.push(t.slice(i, i + 2));
    }
    if (t.length >= 3) for (const w of wordsOf(t)) if (w.length >= 3) out.push(w);
  }
  return out;
}

/**
 * Token text for to_tsvector('simple', …): each distinct token at most
 * `maxRepeat` times (frequency for ranking without a huge vector), joined by
 * spaces. `budget` caps the vector's size in bytes (PostgreSQL refuses
 * vectors over 1 MB); tokens past it are dropped, the text stays searchable
 * up to there.
 */
export function tokenText(tokens: string[], maxRepeat: number, budget = 700_000): string {
  const seen = new Map<string, number>();
  const kept: string[] = [];
  let bytes = 0;
  for (const tok of tokens) {
    const n = seen.get(tok) ?? 0;
    if (n >= maxRepeat) continue;
    const cost = n === 0 ? Buffer.byteLength(tok) + 8 : 2;
    if (bytes + cost > budget) break;
    bytes += cost;
    seen.set(tok, n + 1);
    kept.push(tok);
  }
  return kept.join(' ');
}
