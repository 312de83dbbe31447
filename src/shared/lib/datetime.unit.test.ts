import { formatDate, formatDateTime, relativeTime } from './datetime';

const now = new Date('2026-11-23T15:30:00+08:00');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date('2026-01-05T08:04:09+08:00'))).toBe('2026-01-05 08:04:09');
  });
  it('shows the company’s wall time (Asia/Shanghai) whatever the browser’s zone, as the export does (issue 28)', () => {
    // The test machine runs in UTC: 16:30 UTC is half past midnight of the next day in Shanghai.
    expect(formatDateTime('2026-03-01T16:30:00Z')).toBe('2026-03-02 00:30:00');
    expect(formatDate('2026-03-01T16:30:00Z')).toBe('2026-03-02');
    expect(relativeTime('2026-03-01T16:30:00Z', '2026-03-05T00:00:00Z')).toBe('2026-03-02');
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
    expect(relativeTime(ago(86_400_000 + 16 * 3_600_000), now)).toBe('2026-11-21');
  });
});
