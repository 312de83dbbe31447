import { textDelta } from '../../knowledge/change-summary';
import { toText } from './markup';
import { int, pick, type Rng } from './prng';
import type { Block } from './types';

/**
 * Earlier revisions of an entry, derived from its final text the way people
 * actually revise: the first edition lacked a few list items, table rows or
 * questions that were added later, and some sentences read differently
 * (`older` on a block). Numbered articles and steps are never removed, so
 * every revision stays internally consistent.
 */
type Op = (blocks: Block[]) => Block[] | null;

const dropListItem: Op = (blocks) => {
  // Quiz questions are paired with an answer table, so they stay.
  const i = blocks.findLastIndex((b) => (b.t === 'ul' || b.t === 'ol') && b.items.length >= 3 && !/（A\. /.test(b.items[0]));
  if (i < 0) return null;
  const b = blocks[i] as Extract<Block, { items: string[] }>;
  return blocks.map((x, j) => (j === i ? { ...b, items: b.items.slice(0, -1) } : x));
};

const dropTableRow: Op = (blocks) => {
  const i = blocks.findLastIndex((b) => b.t === 'table' && b.rows.length >= 3 && !/^\d+$/.test(b.rows[0][0]));
  if (i < 0) return null;
  const b = blocks[i] as Extract<Block, { t: 'table' }>;
  return blocks.map((x, j) => (j === i ? { ...b, rows: b.rows.slice(0, -1) } : x));
};

/** Removes the last question of a Q&A run (问N / Q：) with its answer. */
const dropLastQuestion: Op = (blocks) => {
  const qs = blocks.flatMap((b, i) => (b.t === 'h3' && /^(问\d+：|Q：)/.test(b.text) ? [i] : []));
  if (qs.length < 3) return null;
  const at = qs[qs.length - 1];
  if (blocks[at + 1]?.t !== 'p') return null;
  return [...blocks.slice(0, at), ...blocks.slice(at + 2)];
};

const OPS: Op[] = [dropListItem, dropTableRow, dropLastQuestion];

/** The revision before `blocks`, or null when nothing sensible can be taken out. */
export function previousRevision(blocks: Block[], rng: Rng, useOlder: boolean): Block[] | null {
  let out = blocks;
  let changed = false;
  if (useOlder && blocks.some((b) => b.older)) {
    out = out.map((b): Block => (b.older && 'text' in b ? { ...b, text: b.older, older: undefined } : b));
    changed = true;
  }
  const wanted = int(rng, 1, 2);
  for (let n = 0; n < wanted; n++) {
    const tried = pick(rng, OPS)(out) ?? OPS.map((op) => op(out)).find((r) => r !== null) ?? null;
    if (!tried) break;
    out = tried;
    changed = true;
  }
  return changed ? out.map(({ older: _o, ...b }) => b as Block) : null;
}

/** Oldest first; `count` versions in all, ending with `final`. */
export function revisions(final: Block[], count: number, rng: Rng): Block[][] {
  const list = [final];
  while (list.length < count) {
    const prev = previousRevision(list[0], rng, list.length === 1);
    if (!prev) break;
    list.unshift(prev);
  }
  return list;
}

/** What changed between two bodies, counted by the engine's own text delta. */
export function changeSummary(before: Block[], after: Block[]): string {
  const { added, removed } = textDelta(toText(before), toText(after));
  const parts = [added ? `新增${added}字` : '', removed ? `删除${removed}字` : ''].filter(Boolean);
  return parts.length ? `正文${parts.join('、')}` : '正文无变化';
}
