/**
 * Aho–Corasick over UTF-16 code units (decision 032): a trie of the words
 * with failure links, built once per word list. A scan reads each code unit
 * once, following failure links at most as often as it advanced (amortised),
 * and reaches every word ending at a position through the output links, so
 * it costs the text's length plus the matches, whatever the number of words.
 */
export class Automaton {
  /** Edge (state, code unit) → state, one map keyed `state * 0x10000 + unit`. */
  private readonly next = new Map<number, number>();
  private fail: Int32Array;
  /** The word ending at a state (its index), or -1. */
  private word: Int32Array;
  /** The nearest state down the failure chain that ends a word, or -1: enumerates matches without walking dead links. */
  private out: Int32Array;
  private depth: Int32Array;

  constructor(words: readonly string[]) {
    let states = 1;
    const wordAt: number[] = [-1];
    const depthOf: number[] = [0];
    words.forEach((w, index) => {
      let s = 0;
      for (let i = 0; i < w.length; i++) {
        const key = s * 0x10000 + w.charCodeAt(i);
        let t = this.next.get(key);
        if (t === undefined) {
          t = states++;
          this.next.set(key, t);
          wordAt.push(-1);
          depthOf.push(i + 1);
        }
        s = t;
      }
      // Callers pass distinct words; a repeat keeps the first.
      if (w.length > 0 && wordAt[s] === -1) wordAt[s] = index;
    });
    this.word = Int32Array.from(wordAt);
    this.depth = Int32Array.from(depthOf);
    this.fail = new Int32Array(states);
    this.out = new Int32Array(states).fill(-1);
    // Children by state, for the breadth-first pass.
    const children: [number, number][][] = Array.from({ length: states }, () => []);
    for (const [key, t] of this.next) children[Math.floor(key / 0x10000)].push([key % 0x10000, t]);
    const queue = new Int32Array(states);
    let head = 0;
    let tail = 0;
    for (const [, t] of children[0]) queue[tail++] = t;
    while (head < tail) {
      const r = queue[head++];
      for (const [unit, s] of children[r]) {
        queue[tail++] = s;
        let f = this.fail[r];
        let to = this.next.get(f * 0x10000 + unit);
        while (to === undefined && f !== 0) {
          f = this.fail[f];
          to = this.next.get(f * 0x10000 + unit);
        }
        const target = to ?? 0;
        this.fail[s] = target;
        this.out[s] = this.word[target] >= 0 ? target : this.out[target];
      }
    }
  }

  get stateCount(): number {
    return this.fail.length;
  }

  /** Calls `found(wordIndex, end)` for every occurrence (end exclusive), overlaps included. */
  scan(text: string, found: (wordIndex: number, start: number, end: number) => void): void {
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let to = this.next.get(s * 0x10000 + unit);
      while (to === undefined && s !== 0) {
        s = this.fail[s];
        to = this.next.get(s * 0x10000 + unit);
      }
      s = to ?? 0;
      for (let o = this.word[s] >= 0 ? s : this.out[s]; o >= 0; o = this.out[o])
        found(this.word[o], i + 1 - this.depth[o], i + 1);
    }
  }
}
