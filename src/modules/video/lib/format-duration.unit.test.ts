import { formatDuration, formatWatchTime } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours beyond an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(20.02)).toBe('0:20');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows nothing for an unknown duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });
});

describe('formatWatchTime', () => {
  it('uses seconds, minutes and hours in Chinese', () => {
    expect(formatWatchTime(45.4)).toBe('45秒');
    expect(formatWatchTime(720)).toBe('12分钟');
    expect(formatWatchTime(4800)).toBe('1小时20分钟');
    expect(formatWatchTime(3600)).toBe('1小时');
  });
});
