import { highlight, highlightPinyin, snippet } from './highlight';
import { normalise } from './normalise';
import { parseKeyword, positiveQuery } from './parse';
import { pinyinOf, pinyinTokens } from './pinyin';
import { runsOf } from './segment';
import { indexTokens, tokenText } from './tokens';

const marked = (runs: { text: string; hit: boolean }[]) => runs.map((r) => (r.hit ? `[${r.text}]` : r.text)).join('');

describe('normalise', () => {
  it('maps traditional to simplified, full-width to half-width and upper to lower case', () => {
    expect(normalise('國破山河在')).toBe('国破山河在');
    expect(normalise('蘇軾 憶江南')).toBe('苏轼 忆江南');
    expect(normalise('ＯＫＲ２０２６　Ａｂｃ')).toBe('okr2026 abc');
    expect(normalise('HTTP 與 Web')).toBe('http 与 web');
  });

  it('keeps the length, so offsets in the normalised text are offsets in the original', () => {
    for (const s of ['舉頭望山月，低頭思故鄉。', 'ＡＢＣ１２３', 'İstanbul 𠀀 長安', ''])
      expect(normalise(s)).toHaveLength(s.length);
  });
});

describe('segmentation and index tokens', () => {
  it('splits text into Han runs and word runs', () => {
    expect(runsOf('研发OKR实践，v2版')).toEqual([
      { kind: 'han', start: 0, text: '研发' },
      { kind: 'word', start: 2, text: 'OKR' },
      { kind: 'han', start: 5, text: '实践' },
      { kind: 'word', start: 8, text: 'v2' },
      { kind: 'han', start: 10, text: '版' },
    ]);
  });

  it('indexes every character, every pair and jieba words of three or more characters', () => {
    const tokens = indexTokens(normalise('中华人民共和国成立'));
    for (const t of ['中', '国', '中华', '华人', '和国', '国成', '成立', '中华人民共和国']) expect(tokens).toContain(t);
    // A two-character word inside a longer one, whatever jieba made of the sentence.
    expect(indexTokens('我们的报销流程制度很清晰')).toEqual(expect.arrayContaining(['报销', '流程', '程制', '制度']));
  });

  it('keeps words of letters and digits whole', () => {
    expect(indexTokens(normalise('OKR 2026 年度'))).toEqual(['okr', '2026', '年', '年度', '度']);
  });

  it('caps repeats and the size of the token text', () => {
    expect(tokenText(['a', 'a', 'a', 'b'], 2)).toBe('a a b');
    expect(tokenText(['长', '长安', '安'], 1, 12)).toBe('长');
  });
});

describe('keyword parsing', () => {
  it('cuts unquoted text into words that must all match, and keeps the whole stretch for ranking', () => {
    const p = parseKeyword('報銷流程制度');
    expect(p.terms.map((t) => t.text)).toEqual(['报销', '流程', '制度']);
    expect(p.chunks.map((c) => c.text)).toEqual(['报销流程制度']);
    expect(positiveQuery(p)).toBe("'报销' & '流程' & '制度'");
  });

  it('finds a longer word by all its character pairs and a one-character word by itself', () => {
    expect(parseKeyword('明月光').terms[0].query).toBe("('明月' & '月光')");
    expect(parseKeyword('月').terms[0].query).toBe("'月'");
    expect(parseKeyword('okr').terms[0].query).toBe("'okr':*");
  });

  it('lets a compound word match its parts apart, ranking the compound itself higher', () => {
    const p = parseKeyword('考勤制度');
    expect(p.terms).toEqual([
      { text: '考勤制度', query: "(('考勤' & '勤制' & '制度') | ('考勤' & '制度'))", parts: ['考勤', '制度'] },
    ]);
    expect(p.chunks.map((c) => c.text)).toEqual(['考勤制度']);
    expect(p.needles).toEqual(['考勤制度', '考勤', '制度']);
  });

  it('reads quoted phrases (ASCII and Chinese quotes) and exclusions', () => {
    const p = parseKeyword('"明月 光" “春风” -李白 -"大江东去" 山');
    expect(p.phrases.map((x) => x.text)).toEqual(['明月 光', '春风']);
    expect(p.excludes.map((x) => [x.text, x.single])).toEqual([
      ['李白', true],
      ['大江东去', false],
    ]);
    expect(p.terms.map((t) => t.text)).toEqual(['山']);
    expect(p.needles).toEqual(['明月 光', '春风', '山']);
  });

  it('reports a keyword with nothing searchable in it', () => {
    expect(parseKeyword('，。！').empty).toBe(true);
    expect(parseKeyword('-').empty).toBe(true);
    expect(parseKeyword('- 月').empty).toBe(false);
  });
});

describe('highlights and snippets', () => {
  it('marks matches on the original characters: traditional text stays traditional', () => {
    expect(marked(highlight('舉頭望山月，低頭思故鄉', ['故乡', '头']))).toBe('舉[頭]望山月，低[頭]思[故鄉]');
  });

  it('merges overlapping matches and returns the original text when joined', () => {
    const runs = highlight('明月几时有', ['明月', '月几', '有']);
    expect(marked(runs)).toBe('[明月几]时[有]');
    expect(runs.map((r) => r.text).join('')).toBe('明月几时有');
  });

  it('picks the window holding the most distinct words, marking a cut with an ellipsis', () => {
    const text = `${'无关的内容。'.repeat(40)}报销要在三十天内提交，流程见附件。${'其他说明。'.repeat(40)}`;
    const s = marked(snippet(text, ['报销', '流程'], 60));
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('[报销]要在三十天内提交，[流程]见附件');
  });

  it('shows the start of the text when nothing matches', () => {
    expect(marked(snippet('短文本', ['不存在']))).toBe('短文本');
  });
});

describe('pinyin', () => {
  it('gives full pinyin and initials from every syllable on', () => {
    const tokens = pinyinTokens(normalise('信息安全管理制度'));
    expect(tokens.all).toEqual(expect.arrayContaining(['xinxianquanguanlizhidu', 'zhidu', 'xxaqglzd', 'zd', 'glzd']));
    expect([tokens.full, tokens.initials]).toEqual(['xinxianquanguanlizhidu', 'xxaqglzd']);
    expect(pinyinTokens('长安').all).toEqual(expect.arrayContaining(['changan', 'ca', 'an']));
  });

  it('writes ü as v and keeps words of letters whole', () => {
    expect(pinyinOf(normalise('绿色OKR'))).toEqual({ full: 'lvseokr', initials: 'lsokr' });
  });

  it('marks the characters that typed pinyin spells, on the original text', () => {
    const marked = (text: string, typed: string) =>
      highlightPinyin(text, typed)
        .filter((r) => r.hit)
        .map((r) => r.text);
    expect(marked('信息安全管理制度', 'zhidu')).toEqual(['制度']);
    expect(marked('信息安全管理制度', 'zhid')).toEqual(['制度']);
    expect(marked('信息安全管理制度', 'zd')).toEqual(['制度']);
    expect(marked('信息安全管理制度', 'xxaq')).toEqual(['信息安全']);
    expect(marked('長安古意', 'changan')).toEqual(['長安']);
    expect(marked('绿色OKR手册', 'lsokr')).toEqual(['绿色OKR']);
    expect(marked('差旅费用报销制度', 'xyz')).toEqual([]);
    expect(
      highlightPinyin('長安古意', 'ca')
        .map((r) => r.text)
        .join(''),
    ).toBe('長安古意');
  });
});
