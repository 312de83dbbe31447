import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { isHan, isWordChar } from './normalise';

let jieba: Jieba | undefined;

/** The segmenter, with jieba's dictionary loaded once per process (about half a second). */
export function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** A run of one kind of character in normalised text: Han ideographs, or letters and digits. */
export interface Run {
  kind: 'han' | 'word';
  start: number;
  text: string;
}

/** Longest word (letters/digits) kept as one token; longer runs are cut. */
const WORD_MAX = 40;

/** Splits normalised text into Han runs and word runs; everything else separates. */
export function runsOf(norm: string): Run[] {
  const runs: Run[] = [];
  let kind: Run['kind'] | null = null;
  let start = 0;
  const close = (end: number) => {
    if (kind) runs.push({ kind, start, text: norm.slice(start, kind === 'word' ? Math.min(end, start + WORD_MAX) : end) });
  };
  for (let i = 0; i < norm.length; i++) {
    const c = norm.charCodeAt(i);
    const k: Run['kind'] | null = isHan(c) ? 'han' : isWordChar(c) ? 'word' : null;
    if (k !== kind) {
      close(i);
      kind = k;
      start = i;
    }
  }
  close(norm.length);
  return runs;
}

/** Jieba's words of a Han run (HMM off: stable, dictionary-based cuts). */
export function wordsOf(han: string): string[] {
  return han.length <= 1 ? [han] : segmenter().cut(han, false);
}
