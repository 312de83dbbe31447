import { isWordChar } from './normalise';

/*
 * The knowledge graph's mentions are derived from indexed text, so they live
 * with the index writer here; the graph engine reads the rows (graph_mentions).
 */

/** One trie node: children by character, and the entities whose key ends here. */
interface TrieNode {
  next: Map<string, TrieNode>;
  ids: number[] | null;
}

/** Names shorter than this are not looked for: one character (李, 唐) would match everywhere. */
export const MENTION_MIN_LENGTH = 2;

/**
 * The mention dictionary: a character trie over the normalised names and
 * aliases of all entities. Matching walks the trie from each position and
 * takes the longest key found (数据智能平台 before 数据), then continues after
 * it, so a long name is counted once and not again for the short names
 * inside it. Work per text is its length times the longest key, independent
 * of how many entities there are.
 */
export class MentionDictionary {
  private readonly root: TrieNode = { next: new Map(), ids: null };
  size = 0;

  add(key: string, id: number): void {
    if (key.length < MENTION_MIN_LENGTH) return;
    let node = this.root;
    for (const ch of key) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map(), ids: null };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.ids ??= [];
    if (!node.ids.includes(id)) {
      node.ids.push(id);
      this.size++;
    }
  }

  /**
   * Occurrences per entity id in normalised text, longest match first, matches
   * not overlapping. A key beginning or ending with a letter or digit must not
   * continue a word of the text there: "oa" is not found inside "load".
   */
  match(text: string): Map<number, number> {
    const counts = new Map<number, number>();
    const chars = Array.from(text);
    const wordAt = (i: number) => i >= 0 && i < chars.length && isWordChar(chars[i].charCodeAt(0));
    const bounded = (start: number, end: number) => !(wordAt(start) && wordAt(start - 1)) && !(wordAt(end - 1) && wordAt(end));
    let i = 0;
    while (i < chars.length) {
      let node: TrieNode | undefined = this.root;
      const found: { ids: number[]; end: number }[] = [];
      for (let j = i; j < chars.length; j++) {
        node = node.next.get(chars[j]);
        if (!node) break;
        if (node.ids) found.push({ ids: node.ids, end: j + 1 });
      }
      const best = found.reverse().find((f) => bounded(i, f.end));
      if (best) {
        for (const id of best.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
        i = best.end;
      } else i++;
    }
    return counts;
  }
}
