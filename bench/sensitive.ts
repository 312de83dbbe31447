// `npm run bench:sensitive [-- --no-poetry]`: the sensitive-word check
// (decision 032, issue 27), in process, no database. First what it catches:
// the demo word list against the evasion set by class (variants caught), and
// its false positives on 10,000 clean demo sentences and on every line of the
// chinese-poetry corpus (installed on demand into DATA_DIR/.cache, as
// `npm run import:poetry` does). Then its speed: 10,000 words over texts of
// 10, 50 and 100 KB (characters), the build time and per size the median
// check time and the time per KB: equal per-KB times show it is linear.
import type { SensitiveAction } from '@contract/bbs/bbs-moderation';
import { readCorpus } from '../scripts/poetry/corpus';
import { corpusDir } from '../scripts/poetry/corpus-install';
import { loadConfig } from '../server/config';
import { normaliseWord } from '../server/moderation/compact';
import { Matcher, type WordEntry } from '../server/moderation/matcher';
import { moderateWith } from '../server/moderation/moderate';
import { cleanSentences } from '../server/test/moderation/clean-sentences';
import { evasions, DEMO_WORDS as SENSITIVE_WORDS } from '../server/test/moderation/evasions';

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(3)} %`;

/** What the demo list catches and wrongly flags. */
function quality(): void {
  const demo = new Matcher(SENSITIVE_WORDS.map(([word, action]) => ({ word, normalised: normaliseWord(word), action })));
  const sentences = cleanSentences();
  const pool = [...new Set([...sentences.join('')].filter((c) => /\p{Script=Han}/u.test(c)))];
  const byKind = new Map<string, { all: number; caught: number }>();
  for (const e of evasions(pool)) {
    const k = byKind.get(e.kind) ?? { all: 0, caught: 0 };
    k.all++;
    if (demo.find(e.text, { html: e.html }).some((s) => s.entry.word === e.word)) k.caught++;
    byKind.set(e.kind, k);
  }
  console.log(`规避写法（演示词表 ${SENSITIVE_WORDS.length} 个词）：`);
  for (const [kind, k] of byKind)
    console.log(`  ${kind.padEnd(8, '　')} 识别 ${k.caught} / ${k.all}，漏过 ${pct(k.all - k.caught, k.all)}`);
  const flaggedOf = (lines: readonly string[], show: number) => {
    let n = 0;
    for (const line of lines) {
      const hits = demo.find(line);
      if (hits.length === 0) continue;
      if (n++ < show) console.log(`    误报：${hits.map((h) => h.entry.word).join('、')} ← ${line.slice(0, 60)}`);
    }
    return n;
  };
  const fpDemo = flaggedOf(sentences, 10);
  // The demo list over ordinary text: what a forum pays per KB day to day.
  let prose = '';
  for (let i = 0; prose.length < 100_000; i++) prose += sentences[i % sentences.length];
  prose = prose.slice(0, 100_000);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS + 3; r++) {
    const t = performance.now();
    moderateWith(demo, prose);
    times.push(performance.now() - t);
  }
  console.log(`演示词表检测 100 KB 干净文字：${median(times.slice(3)).toFixed(1)} ms（${ROUNDS} 次中位数）`);
  console.log(`干净句子（演示数据）${sentences.length} 句：误报 ${fpDemo} 句（${pct(fpDemo, sentences.length)}）`);
  if (process.argv.includes('--no-poetry')) return;
  const corpus = readCorpus(corpusDir(loadConfig({ LOG_LEVEL: 'warn', ...process.env }).dataDir));
  const lines = Object.values(corpus).flatMap((entries) => entries.flatMap((e) => e.lines));
  const t = performance.now();
  const fpPoetry = flaggedOf(lines, 20);
  console.log(
    `诗词语料 ${lines.length} 行：误报 ${fpPoetry} 行（${pct(fpPoetry, lines.length)}），用时 ${((performance.now() - t) / 1000).toFixed(1)} 秒`,
  );
}

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

quality();

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
