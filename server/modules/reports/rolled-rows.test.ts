import { monthSpans } from './rolled-rows';

describe('monthSpans', () => {
  it('keeps a period inside one month as days', () => {
    expect(monthSpans({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
      days: [{ from: '2026-03-01', to: '2026-03-07' }],
      months: null,
    });
    // 30 days across a month boundary hold no whole month.
    expect(monthSpans({ from: '2026-10-29', to: '2026-11-27' })).toEqual({
      days: [{ from: '2026-10-29', to: '2026-11-27' }],
      months: null,
    });
  });

  it('takes the whole months and leaves the edge days', () => {
    expect(monthSpans({ from: '2026-08-30', to: '2026-11-27' })).toEqual({
      days: [
        { from: '2026-08-30', to: '2026-08-31' },
        { from: '2026-11-01', to: '2026-11-27' },
      ],
      months: { from: '2026-09-01', to: '2026-10-01' },
    });
  });

  it('counts a month whole when the period starts on its first day or ends on its last', () => {
    expect(monthSpans({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      days: [],
      months: { from: '2026-02-01', to: '2026-02-01' },
    });
    expect(monthSpans({ from: '2024-02-15', to: '2024-02-29' }).months).toBeNull();
    expect(monthSpans({ from: '2025-12-01', to: '2026-01-31' })).toEqual({
      days: [],
      months: { from: '2025-12-01', to: '2026-01-01' },
    });
    expect(monthSpans({ from: '2025-11-27', to: '2026-11-26' })).toEqual({
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
      months: { from: '2025-12-01', to: '2026-10-01' },
    });
  });
});
