/**
 * Aho–Corasick over a small alphabet (the pinyin pass, issue 27): the trie
 * of the patterns turned into a full transition table, failure links folded
 * in, so a scan takes one table read per symbol whatever the text. Symbols
 * are small integers (a letter's index); a pattern is a string of letters
 * and digits read through `symbolOf`.
 */

/** a–z, 0–9 and a separator no pattern holds. */
export const ALPHABET = 37;
export const SEPARATOR_SYMBOL = 36;

export function symbolOf(unit: number): number {
  if (unit >= 0x61 && unit <= 0x7a) return unit - 0x61;
  if (unit >= 0x30 && unit <= 0x39) return 26 + unit - 0x30;
  return SEPARATOR_SYMBOL;
}

export class LetterAutomaton {
  /** delta[state * ALPHABET + symbol] → state. */
  private readonly delta: Int32Array;
  /** The pattern ending at a state (its index), or -1. */
  private readonly word: Int32Array;
  /** The nearest state down the failure chain that ends a pattern, or -1. */
  private readonly out: Int32Array;
  private readonly depth: Int32Array;

  constructor(patterns: readonly string[]) {
    let edges = new Int32Array(64 * ALPHABET).fill(-1);
    const wordAt: number[] = [-1];
    const depthOf: number[] = [0];
    let states = 1;
    patterns.forEach((p, index) => {
      let s = 0;
      for (let i = 0; i < p.length; i++) {
        const at = s * ALPHABET + symbolOf(p.charCodeAt(i));
        if (edges[at]! < 0) {
          if (states * ALPHABET >= edges.length) {
            const grown = new Int32Array(edges.length * 2).fill(-1);
            grown.set(edges);
            edges = grown;
          }
          edges[at] = states++;
          wordAt.push(-1);
          depthOf.push(i + 1);
        }
        s = edges[at]!;
      }
      if (p.length > 0 && wordAt[s] === -1) wordAt[s] = index;
    });
    const delta = edges.slice(0, states * ALPHABET);
    this.word = Int32Array.from(wordAt);
    this.depth = Int32Array.from(depthOf);
    this.out = new Int32Array(states).fill(-1);
    const fail = new Int32Array(states);
    // Breadth first: a state's failure and its missing edges come from states already done.
    const queue = new Int32Array(states);
    let head = 0;
    let tail = 0;
    for (let a = 0; a < ALPHABET; a++) {
      const t = delta[a]!;
      if (t > 0) queue[tail++] = t;
      else delta[a] = 0;
    }
    while (head < tail) {
      const r = queue[head++]!;
      const f = fail[r]!;
      this.out[r] = this.word[f]! >= 0 ? f : this.out[f]!;
      for (let a = 0; a < ALPHABET; a++) {
        const t = delta[r * ALPHABET + a]!;
        if (t > 0) {
          fail[t] = delta[f * ALPHABET + a]!;
          queue[tail++] = t;
        } else delta[r * ALPHABET + a] = delta[f * ALPHABET + a]!;
      }
    }
    this.delta = delta;
  }

  get stateCount(): number {
    return this.word.length;
  }

  /** The longest pattern's length. */
  get longest(): number {
    let m = 0;
    for (let i = 0; i < this.depth.length; i++) if (this.depth[i]! > m) m = this.depth[i]!;
    return m;
  }

  /** Calls `found(patternIndex, start, end)` for every occurrence in `symbols[from, to)` (end exclusive). */
  scan(symbols: Uint8Array, from: number, to: number, found: (index: number, start: number, end: number) => void): void {
    const { delta, word, out, depth } = this;
    let s = 0;
    for (let i = from; i < to; i++) {
      s = delta[s * ALPHABET + symbols[i]!]!;
      for (let o = word[s]! >= 0 ? s : out[s]!; o >= 0; o = out[o]!) found(word[o]!, i + 1 - depth[o]!, i + 1);
    }
  }
}
