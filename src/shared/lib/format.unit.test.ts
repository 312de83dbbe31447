import { asSentence, formatBytes } from './format';

describe('formatBytes', () => {
  it('keeps bytes whole and gives larger units one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(13_002_342)).toBe('12.4 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});

describe('asSentence', () => {
  it('ends a text with one full stop, keeping punctuation the writer typed', () => {
    expect(asSentence('请补充数据来源')).toBe('请补充数据来源。');
    expect(asSentence('补充后重新提交。')).toBe('补充后重新提交。');
    expect(asSentence('为什么没有统计周期？')).toBe('为什么没有统计周期？');
    expect(asSentence('Please add the source.  ')).toBe('Please add the source.');
  });
});
