import { purgeText } from './purge-days';

const now = new Date('2026-03-01T08:00:00Z');

describe('purgeText', () => {
  it('counts whole days left, rounding up', () => {
    expect(purgeText('2026-03-31T08:00:00Z', now)).toBe('30天后自动清除');
    expect(purgeText('2026-03-02T09:00:00Z', now)).toBe('2天后自动清除');
    expect(purgeText('2026-03-02T07:00:00Z', now)).toBe('1天后自动清除');
  });

  it('says the purge is imminent once the time has come', () => {
    expect(purgeText('2026-03-01T07:59:00Z', now)).toBe('即将自动清除');
  });
});
