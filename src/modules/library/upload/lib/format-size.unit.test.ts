import { formatSize } from './format-size';

describe('formatSize', () => {
  it('keeps bytes whole and gives larger units one decimal', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
