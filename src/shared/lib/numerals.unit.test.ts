import { MAX_CHINESE_NUMERAL, toChineseNumerals } from './numerals';

describe('toChineseNumerals', () => {
  it.each([
    [0, '零'],
    [7, '七'],
    [10, '十'],
    [15, '十五'],
    [20, '二十'],
    [101, '一百零一'],
    [110, '一百一十'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [10_000, '一万'],
    [10_050, '一万零五十'],
    [100_000, '十万'],
    [110_000, '十一万'],
    [1_000_1000, '一千万一千'],
    [1_0000_0001, '一亿零一'],
    [1_0001_0000, '一亿零一万'],
    [1_0000_1000, '一亿零一千'],
    [2_0010_0000, '二亿零一十万'],
    [10_0000_0000, '十亿'],
    [1234_5678_9012, '一千二百三十四亿五千六百七十八万九千零一十二'],
    [MAX_CHINESE_NUMERAL, '九千九百九十九亿九千九百九十九万九千九百九十九'],
  ])('writes %i as %s', (n, text) => {
    expect(toChineseNumerals(n)).toBe(text);
  });

  it('refuses numbers beyond twelve digits with a clear message', () => {
    expect(() => toChineseNumerals(1_000_000_000_000)).toThrow('最多支持12位整数');
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => toChineseNumerals(-1)).toThrow('非负整数');
    expect(() => toChineseNumerals(1.5)).toThrow('非负整数');
  });
});
