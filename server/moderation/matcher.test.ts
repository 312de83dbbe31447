import type { SensitiveAction } from '@contract/bbs/bbs-moderation';
import { Automaton } from './automaton';
import { normaliseWord } from './compact';
import { MAX_SKIP, Matcher, mask, type WordEntry } from './matcher';
import { assertNotBlocked, moderateWith } from './moderate';

const entry = (word: string, action: SensitiveAction): WordEntry => ({ word, normalised: normaliseWord(word), action });

const matcher = new Matcher([
  entry('内部绝密', 'block'),
  entry('傻瓜', 'replace'),
  entry('代开发票', 'review'),
  entry('竞品垃圾', 'flag'),
  entry('VPN翻墙', 'block'),
  entry('ass', 'replace'),
  entry('博彩', 'review'),
  entry('网络博彩', 'block'),
]);

const found = (text: string) => matcher.find(text).map((s) => s.entry.word);

describe('sensitive-word matching', () => {
  const actions: [string, SensitiveAction][] = [
    ['内部绝密', 'block'],
    ['傻瓜', 'replace'],
    ['代开发票', 'review'],
    ['竞品垃圾', 'flag'],
  ];
  // Variants of each word: full width, traditional, spaces, punctuation, zero-width characters, symbols, emoji.
  const variants: Record<string, string[]> = {
    内部绝密: [
      '內部絕密',
      '内 部 绝 密',
      '内.部.绝.密',
      '内\u200b部\u200d绝\ufeff密',
      '内★部☆绝♥密',
      '内😀部😀绝😀密',
      '内——部绝密',
    ],
    傻瓜: ['傻 瓜', '傻，瓜', '傻\u200b\u200b\u200b\u200b\u200b瓜', '傻¥瓜'],
    代开发票: ['代開發票', '代-开-发-票', '代　开　发　票', '代\n开\n发\n票'],
    竞品垃圾: ['競品垃圾', '竞_品_垃_圾', '竞（品）垃圾'],
  };
  for (const [word, action] of actions) {
    it(`finds 「${word}」 (${action}) as written and in every variant`, () => {
      for (const text of [word, ...variants[word]]) {
        const spans = matcher.find(`前文${text}后文`);
        expect(
          spans.map((s) => [s.entry.word, s.entry.action]),
          text,
        ).toEqual([[word, action]]);
        expect(spans[0].start, text).toBe(2);
        expect(spans[0].end, text).toBe(2 + text.length);
      }
    });
  }

  it('folds full-width letters and digits and case for Latin words', () => {
    expect(found('用ＶＰＮ翻墙')).toEqual(['VPN翻墙']);
    expect(found('用vpn 翻 墙')).toEqual(['VPN翻墙']);
    expect(found('用Vpn-翻牆')).toEqual(['VPN翻墙']);
  });

  it(`allows at most ${MAX_SKIP} visible characters between two characters of a word, however many invisible ones`, () => {
    expect(found('内...部绝密')).toEqual(['内部绝密']);
    expect(found('内....部绝密')).toEqual([]);
    expect(found('傻得很，真是个瓜')).toEqual([]);
    expect(found(`内${'\u200b'.repeat(20)}部绝密`)).toEqual(['内部绝密']);
  });

  it('does not find a Latin word inside another Latin word, only standing apart', () => {
    expect(found('the class passed')).toEqual([]);
    expect(found('kick ass now')).toEqual(['ass']);
    expect(found('别ASS了')).toEqual(['ass']);
  });

  it('reports overlapping and nested words each', () => {
    expect(found('网络博彩').sort()).toEqual(['博彩', '网络博彩']);
    const spans = matcher.find('傻瓜代开发票');
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [0, 2],
      [2, 6],
    ]);
  });

  it('masks exactly the word’s original characters, one ＊ each, keeping what lay between', () => {
    const text = '你这 傻.瓜 和傻瓜';
    const spans = matcher.find(text).filter((s) => s.entry.action === 'replace');
    expect(mask(text, spans)).toBe('你这 ＊.＊ 和＊＊');
    const m = new Matcher([entry('𠀀子', 'replace')]);
    expect(mask('a𠀀 子b', m.find('a𠀀 子b'))).toBe('a＊ ＊b');
    // Traditional text stays traditional outside the masked word.
    expect(moderateWith(matcher, '這個傻瓜').masked).toBe('這個＊＊');
  });

  it('sums up one text for the check call and refuses blocked words by name', () => {
    const r = moderateWith(matcher, '内部绝密：傻瓜，内部 绝密');
    expect(r.hits).toEqual([
      { word: '内部绝密', action: 'block' },
      { word: '傻瓜', action: 'replace' },
    ]);
    expect(r.masked).toBe('内部绝密：＊＊，内部 绝密');
    expect(() =>
      assertNotBlocked({
        blocked: [
          { field: 'body', ...r.hits[0] },
          { field: 'title', ...r.hits[0] },
        ],
      }),
    ).toThrow('内容包含不允许的词语：内部绝密');
    expect(() => assertNotBlocked({ blocked: [] })).not.toThrow();
  });

  it('reads sanitised HTML as its reader sees it: tags skipped and kept whole, entities one character', () => {
    const html = '<p>你个<strong>傻</strong>&nbsp;瓜</p><p class="x">内<em>部</em>绝密</p>';
    const spans = matcher.find(html, { html: true });
    expect(spans.map((s) => s.entry.word)).toEqual(['傻瓜', '内部绝密']);
    expect(
      mask(
        html,
        spans.filter((s) => s.entry.action === 'replace'),
      ),
    ).toBe('<p>你个<strong>＊</strong>&nbsp;＊</p><p class="x">内<em>部</em>绝密</p>');
    // Words in markup are not text: a class or link named like a word is no hit.
    expect(matcher.find('<a href="/ass" title="傻瓜">链接</a>', { html: true })).toEqual([]);
    // Read as plain text, the tag's letters stand between the characters.
    expect(matcher.find('内<em>部</em>绝密').map((s) => s.entry.word)).toEqual([]);
  });

  it('finds nothing with no words or no text, and nothing in unrelated text', () => {
    expect(new Matcher([]).find('内部绝密')).toEqual([]);
    expect(found('')).toEqual([]);
    expect(found('今天的例会讨论了部门季度计划，绝对机密的资料请妥善保管。')).toEqual([]);
  });

  it('normalises words as stored: width, script, case, separators gone', () => {
    expect(normaliseWord(' 內部 絕密 ')).toBe('内部绝密');
    expect(normaliseWord('ＶＰＮ-翻牆')).toBe('vpn翻墙');
    expect(normaliseWord('!!!')).toBe('');
  });
});

describe('the automaton', () => {
  it('finds every occurrence of every word, overlaps included, as a naive search does', () => {
    const words = ['he', 'she', 'his', 'hers', 'h', 'ushe'];
    const a = new Automaton(words);
    const text = 'ushershishehe';
    const got: string[] = [];
    a.scan(text, (i, s, e) => got.push(`${words[i]}@${s}-${e}`));
    const want: string[] = [];
    for (let e = 1; e <= text.length; e++)
      for (const w of words) if (e >= w.length && text.slice(e - w.length, e) === w) want.push(`${w}@${e - w.length}-${e}`);
    expect(got.sort()).toEqual(want.sort());
  });
});
