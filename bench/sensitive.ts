// `npm run bench:sensitive`: the sensitive-word check (decision 032) with
// 10,000 words over texts of 10, 50 and 100 KB (characters), in process, no
// database. Prints the build time and, per size, the median check time and
// the time per KB: equal per-KB times show the check is linear in the text.
import type { SensitiveAction } from '../contract/bbs-moderation';
import { normaliseWord } from '../server/moderation/compact';
import { Matcher, type WordEntry } from '../server/moderation/matcher';
import { moderateWith } from '../server/moderation/moderate';

const WORDS = 10_000;
const SIZES = [10_000, 50_000, 100_000];
const ROUNDS = 7;

/** A fixed sequence (mulberry32): the same words and texts every run. */
let seed = 20261127;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

// Common characters, so words share prefixes and the text holds near misses, as real text would.
const HAN = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题',
];
const ACTIONS: SensitiveAction[] = ['block', 'replace', 'review', 'flag'];
const SEPARATORS = [' ', '.', '，', '\u200b', '*', '—'];

const seen = new Set<string>();
const entries: WordEntry[] = [];
while (entries.length < WORDS) {
  const len = 2 + Math.floor(random() * 5);
  let w = '';
  for (let i = 0; i < len; i++) w += pick(HAN);
  if (random() < 0.1) w = `vx${w}`;
  const normalised = normaliseWord(w);
  if (seen.has(normalised)) continue;
  seen.add(normalised);
  entries.push({ word: w, normalised, action: pick(ACTIONS) });
}

function textOf(chars: number): string {
  let t = '';
  while (t.length < chars) {
    if (random() < 0.01) {
      // A listed word, now and then spread out by separators.
      const w = pick(entries).word;
      t += random() < 0.5 ? w : [...w].join(pick(SEPARATORS));
    } else t += random() < 0.08 ? pick(['，', '。', ' ', '\n']) : pick(HAN);
  }
  return t.slice(0, chars);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const t0 = performance.now();
const matcher = new Matcher(entries);
const buildMs = performance.now() - t0;
console.log(`敏感词 ${WORDS} 个，构建 ${buildMs.toFixed(1)} ms`);

// Warm up the character tables and the JIT on a text of its own.
for (let i = 0; i < 5; i++) moderateWith(matcher, textOf(100_000));

for (const size of SIZES) {
  const text = textOf(size);
  const times: number[] = [];
  let hits = 0;
  let spans = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const s = performance.now();
    const res = moderateWith(matcher, text);
    times.push(performance.now() - s);
    hits = res.hits.length;
    spans = res.spans.length;
  }
  const ms = median(times);
  console.log(
    `${String(size / 1000).padStart(3)} KB：检测 ${ms.toFixed(1)} ms（${ROUNDS} 次中位数），每 KB ${(ms / (size / 1000)).toFixed(3)} ms，命中 ${spans} 处 / ${hits} 个词`,
  );
}
