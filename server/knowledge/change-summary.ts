import { diffChars, diffLines } from 'diff';

/** The parts of a version a change summary compares. */
export interface Comparable {
  title: string;
  summary: string;
  /** Sanitised HTML: a change of images or formatting alone still counts. */
  content: string;
  contentText: string;
  labelIds: number[];
  groupId: number | null;
  fields: { fieldId: number; value: string }[];
  visibility: { scope: string; groupIds: number[]; userIds: number[] };
  coverFileId: number | null;
}

/**
 * Diffs run on the event loop, so each is bounded: character-level first;
 * for long, very different texts a line diff; past that a count of the
 * lines each side has that the other lacks (linear, and exact when whole
 * lines were added or removed). Unbounded, a line diff of two different
 * 20,000-line bodies held the server for minutes.
 */
const MAX_EDIT_LENGTH = 20_000;
const DIFF_TIMEOUT_MS = 500;
const MAX_LINE_EDITS = 2_000;
const LINE_DIFF_TIMEOUT_MS = 300;

const countChars = (s: string) => s.replace(/\s/g, '').length;

/** Characters of the lines one text has more often than the other, both ways. */
function lineDelta(before: string, after: string): { added: number; removed: number } {
  const left = new Map<string, number>();
  for (const line of before.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of after.split('\n')) {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else added += countChars(line);
  }
  let removed = 0;
  for (const [line, n] of left) removed += countChars(line) * n;
  return { added, removed };
}

/** Characters added and removed between two plain texts (whitespace not counted). */
export function textDelta(before: string, after: string): { added: number; removed: number } {
  const parts =
    diffChars(before, after, { maxEditLength: MAX_EDIT_LENGTH, timeout: DIFF_TIMEOUT_MS }) ??
    diffLines(before, after, { maxEditLength: MAX_LINE_EDITS, timeout: LINE_DIFF_TIMEOUT_MS });
  if (!parts) return lineDelta(before, after);
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.added) added += countChars(p.value);
    else if (p.removed) removed += countChars(p.value);
  }
  return { added, removed };
}

const sameSet = (a: number[], b: number[]) => {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

const fieldKey = (fields: Comparable['fields']) =>
  JSON.stringify(
    fields
      .filter((f) => f.value !== '')
      .map((f) => [f.fieldId, f.value])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  );

/**
 * What changed from one published version to the next, in one Chinese line,
 * e.g. '标题修改；正文新增120字、删除30字；标签变更'. Without a previous
 * version it is the first publication.
 */
export function changeSummary(previous: Comparable | null, next: Comparable): string {
  if (!previous) return '首次发布';
  const parts: string[] = [];
  if (previous.title !== next.title) parts.push('标题修改');
  if (previous.summary !== next.summary) parts.push('摘要修改');
  const { added, removed } = textDelta(previous.contentText, next.contentText);
  if (added > 0 && removed > 0) parts.push(`正文新增${added}字、删除${removed}字`);
  else if (added > 0) parts.push(`正文新增${added}字`);
  else if (removed > 0) parts.push(`正文删除${removed}字`);
  else if (previous.content !== next.content) parts.push('正文格式调整');
  if (!sameSet(previous.labelIds, next.labelIds)) parts.push('标签变更');
  if (previous.groupId !== next.groupId) parts.push('所属组织变更');
  if (fieldKey(previous.fields) !== fieldKey(next.fields)) parts.push('自定义字段变更');
  const pv = previous.visibility;
  const nv = next.visibility;
  if (pv.scope !== nv.scope || !sameSet(pv.groupIds, nv.groupIds) || !sameSet(pv.userIds, nv.userIds)) {
    parts.push('可见范围变更');
  }
  if (previous.coverFileId !== next.coverFileId) parts.push('封面变更');
  return parts.length > 0 ? parts.join('；') : '内容无变化';
}
