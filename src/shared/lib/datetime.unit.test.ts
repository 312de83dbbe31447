import { formatDate, formatDateTime, relativeTime } from './datetime';

const now = new Date(2026, 10, 23, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 4, 9))).toBe('2026-01-05 08:04:09');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('relativeTime', () => {
  it('says 刚刚 under a minute and for future times', () => {
    expect(relativeTime(ago(59_000), now)).toBe('刚刚');
    expect(relativeTime(ago(-3_600_000), now)).toBe('刚刚');
  });
  it('counts minutes, then hours', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1分钟前');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59分钟前');
    expect(relativeTime(ago(3_600_000), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23小时前');
  });
  it('shows the date only from one day on', () => {
    expect(relativeTime(ago(86_400_000), now)).toBe('2026-11-22');
  });
});
