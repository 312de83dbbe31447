import { parseRange } from './range';
import { contentDisposition } from './serve-blob';

describe('parseRange', () => {
  it('answers first, middle, last and open-ended ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=40-59', 100)).toEqual({ kind: 'partial', range: { start: 40, end: 59 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=95-', 100)).toEqual({ kind: 'partial', range: { start: 95, end: 99 } });
    expect(parseRange('bytes=90-500', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores headers it does not understand and sends the whole file', () => {
    for (const h of [
      undefined,
      '',
      'bytes=abc',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=9-3',
      'bytes=-',
      'bytes=1234567890123456-',
    ]) {
      expect(parseRange(h, 100)).toEqual({ kind: 'full' });
    }
  });
});

describe('contentDisposition', () => {
  it('carries any name in filename* and an ASCII fallback in filename', () => {
    expect(contentDisposition('inline', '架构图 (v2).png')).toBe(
      `inline; filename="___ (v2).png"; filename*=UTF-8''%E6%9E%B6%E6%9E%84%E5%9B%BE%20%28v2%29.png`,
    );
    expect(contentDisposition('attachment', 'a"b\\c%.txt')).toBe(
      `attachment; filename="a_b_c_.txt"; filename*=UTF-8''a%22b%5Cc%25.txt`,
    );
  });
});
