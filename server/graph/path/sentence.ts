import type { Path } from './types';

export interface SentenceNode {
  name: string;
  /** The node's class names works (poems, collections, policies): its name reads in book-title marks. */
  titleMarks: boolean;
}

export interface SentenceRelation {
  name: string;
  inverseName: string;
}

/** A node's name as a sentence shows it: works in 《》 unless already marked. */
export function displayName(node: SentenceNode | undefined): string {
  const name = node?.name ?? '（未知节点）';
  return node?.titleMarks && !name.startsWith('《') ? `《${name}》` : name;
}

/**
 * A path in plain Chinese: the start, then for each step the relation as read
 * in the walked direction (the inverse name when the edge is walked from its
 * target back to its source) and the node reached, steps joined by "，":
 * 李白 创作 《静夜思》，收录于 《唐诗三百首》.
 */
export function pathSentence(
  start: number,
  path: Path,
  nodes: ReadonlyMap<number, SentenceNode>,
  relations: ReadonlyMap<number, SentenceRelation>,
): string {
  const parts = path.map((s) => {
    const rel = relations.get(s.relationTypeId);
    const verb = rel ? (s.forward ? rel.name : rel.inverseName) : '关联';
    return `${verb} ${displayName(nodes.get(s.to))}`;
  });
  return `${displayName(nodes.get(start))} ${parts.join('，')}`;
}
