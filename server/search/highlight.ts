import type { Highlighted } from '@contract/search/search';
import { normalise } from './normalise';
import { pinyinSpan } from './pinyin';

/** Occurrences looked for per needle: enough for any snippet, bounded for huge texts. */
const MAX_OCCURRENCES = 500;

type Span = [start: number, end: number];

/**
 * Where the needles (normalised) occur in `text`. The search is done on the
 * normalised text, whose offsets are the original's (normalise.ts), so the
 * spans mark the original characters.
 */
function spansOf(norm: string, needles: string[]): Span[] {
  const spans: Span[] = [];
  for (const n of needles) {
    if (!n) continue;
    let from = 0;
    for (let k = 0; k < MAX_OCCURRENCES; k++) {
      const at = norm.indexOf(n, from);
      if (at < 0) break;
      spans.push([at, at + n.length]);
      from = at + n.length;
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}

/** Cuts text[from, to) into runs, marking the spans. */
function runs(text: string, spans: Span[], from: number, to: number): Highlighted {
  const out: Highlighted = [];
  let at = from;
  for (const [s, e] of spans) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    if (a > at) out.push({ text: text.slice(at, a), hit: false });
    out.push({ text: text.slice(a, b), hit: true });
    at = b;
  }
  if (at < to) out.push({ text: text.slice(at, to), hit: false });
  return out;
}

/** The whole text with the needles marked (titles). */
export function highlight(text: string, needles: string[]): Highlighted {
  return runs(text, spansOf(normalise(text), needles), 0, text.length);
}

/** Text with the stretch that the typed pinyin (full or initials, no separators) spells marked. */
export function highlightPinyin(text: string, typed: string): Highlighted {
  const span = pinyinSpan(normalise(text), typed);
  return runs(text, span ? [span] : [], 0, text.length);
}

/** Keeps a cut off the middle of a surrogate pair. */
function safeCut(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return i > 0 && i < text.length && c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/**
 * About `width` characters of `text` around the best cluster of hits (the
 * window holding the most distinct needles, then the most hits), with the
 * needles marked; the start of the text when nothing matches. "…" marks a
 * cut.
 */
export function snippet(text: string, needles: string[], width = 120): Highlighted {
  const norm = normalise(text);
  const spans = spansOf(norm, needles);
  let start = 0;
  if (spans.length > 0 && text.length > width) {
    let best = -1;
    for (const [s] of spans.slice(0, 200)) {
      const a = Math.max(0, Math.min(s - 12, text.length - width));
      const window = norm.slice(a, a + width);
      const distinct = needles.filter((n) => n && window.includes(n)).length;
      const hits = spans.filter(([x, y]) => x >= a && y <= a + width).length;
      const score = distinct * 1000 + hits;
      if (score > best) {
        best = score;
        start = a;
      }
    }
  }
  start = safeCut(text, start);
  const end = safeCut(text, Math.min(text.length, start + width));
  const body = runs(text, spans, start, end);
  if (start > 0) body.unshift({ text: '…', hit: false });
  if (end < text.length) body.push({ text: '…', hit: false });
  return body;
}
