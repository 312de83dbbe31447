import { diffArrays, diffChars } from 'diff';

/** A run of text inside a paragraph: unchanged, deleted (left side) or inserted (right side). */
export interface Segment {
  text: string;
  op: 'same' | 'del' | 'ins';
}

/**
 * One row of the side-by-side view. `same` rows carry the paragraph once;
 * `changed` rows both sides with their char-level marks; `removed` only the
 * left side, `added` only the right side.
 */
export type DiffRow =
  | { kind: 'same'; text: string }
  | { kind: 'changed'; left: Segment[]; right: Segment[] }
  | { kind: 'removed'; text: string }
  | { kind: 'added'; text: string };

/** Below this share of common characters two paragraphs are shown as a deletion plus an insertion. */
const MIN_SIMILARITY = 0.3;
/** Character diffs of very long paragraphs give up after this long and mark the whole paragraph. */
const CHAR_DIFF_TIMEOUT_MS = 150;

export function paragraphs(text: string): string[] {
  return text
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Character-level marks of one changed paragraph, or null when the two share too little to pair. */
export function diffParagraph(left: string, right: string): { left: Segment[]; right: Segment[] } | null {
  const changes = diffChars(left, right, { timeout: CHAR_DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const common = changes.filter((c) => !c.added && !c.removed).reduce((n, c) => n + c.value.length, 0);
  if (common / Math.max(left.length, right.length, 1) < MIN_SIMILARITY) return null;
  const l: Segment[] = [];
  const r: Segment[] = [];
  for (const c of changes) {
    if (c.added) r.push({ text: c.value, op: 'ins' });
    else if (c.removed) l.push({ text: c.value, op: 'del' });
    else {
      l.push({ text: c.value, op: 'same' });
      r.push({ text: c.value, op: 'same' });
    }
  }
  return { left: l, right: r };
}

/** Pairs a run of removed paragraphs with the run of added ones that replaced it. */
function pairRuns(removed: string[], added: string[]): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.max(removed.length, added.length);
  for (let i = 0; i < n; i++) {
    const l = removed[i];
    const r = added[i];
    if (l !== undefined && r !== undefined) {
      const marks = diffParagraph(l, r);
      if (marks) rows.push({ kind: 'changed', ...marks });
      else rows.push({ kind: 'removed', text: l }, { kind: 'added', text: r });
    } else if (l !== undefined) rows.push({ kind: 'removed', text: l });
    else if (r !== undefined) rows.push({ kind: 'added', text: r });
  }
  return rows;
}

/**
 * The differences of two plain texts (paragraphs separated by new lines):
 * paragraphs are aligned first, then changed paragraphs are compared
 * character by character.
 */
export function diffTexts(leftText: string, rightText: string): DiffRow[] {
  const changes = diffArrays(paragraphs(leftText), paragraphs(rightText));
  const rows: DiffRow[] = [];
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i];
    const next = changes[i + 1];
    if (c.removed && next?.added) {
      rows.push(...pairRuns(c.value, next.value));
      i++;
    } else if (c.removed) rows.push(...pairRuns(c.value, []));
    else if (c.added) rows.push(...pairRuns([], c.value));
    else for (const text of c.value) rows.push({ kind: 'same', text });
  }
  return rows;
}

/** Rows to show: unchanged paragraphs far from any change fold into one `fold` entry. */
export type DisplayRow = DiffRow | { kind: 'fold'; rows: DiffRow[] };

/** Keeps `context` unchanged paragraphs around each change and folds longer unchanged stretches. */
export function foldUnchanged(rows: DiffRow[], context = 1): DisplayRow[] {
  const out: DisplayRow[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i].kind !== 'same') {
      out.push(rows[i]);
      i++;
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end].kind === 'same') end++;
    const run = rows.slice(i, end);
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      out.push(...run.slice(0, keepBefore));
      out.push({ kind: 'fold', rows: run.slice(keepBefore, run.length - keepAfter) });
      out.push(...run.slice(run.length - keepAfter));
    } else out.push(...run);
    i = end;
  }
  return out;
}

/** How much changed: counts of changed, removed and added paragraphs. */
export function diffStats(rows: DiffRow[]) {
  return {
    changed: rows.filter((r) => r.kind === 'changed').length,
    removed: rows.filter((r) => r.kind === 'removed').length,
    added: rows.filter((r) => r.kind === 'added').length,
  };
}
