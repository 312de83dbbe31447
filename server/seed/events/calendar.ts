import type { Rng } from '../content/prng';

/** Asia/Shanghai has had no daylight saving since 1991: a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The moment the Shanghai calendar day holding `t` began. */
export const shanghaiDayStart = (t: number) => Math.floor((t + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;

/** YYYY-MM-DD of the Shanghai day starting at `dayStart`. */
export const shanghaiDate = (dayStart: number) => new Date(dayStart + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday, in Shanghai. */
export const shanghaiWeekday = (t: number) => new Date(t + SHANGHAI_OFFSET_MS).getUTCDay();

/** Hour of day (0–23) in Shanghai. */
export const shanghaiHour = (t: number) => new Date(t + SHANGHAI_OFFSET_MS).getUTCHours();

/**
 * Official public holidays (State Council notices for 2025 and 2026; 2027's
 * festivals by their calendar dates). Make-up working weekends are left out:
 * a Saturday stays quiet, which is what most offices see anyway.
 */
const HOLIDAY_RANGES: [string, string][] = [
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-06'],
  ['2025-05-01', '2025-05-05'],
  ['2025-05-31', '2025-06-02'],
  ['2025-10-01', '2025-10-08'],
  ['2026-01-01', '2026-01-03'],
  ['2026-02-15', '2026-02-23'],
  ['2026-04-04', '2026-04-06'],
  ['2026-05-01', '2026-05-05'],
  ['2026-06-19', '2026-06-21'],
  ['2026-09-25', '2026-09-27'],
  ['2026-10-01', '2026-10-07'],
  ['2027-01-01', '2027-01-01'],
  ['2027-02-05', '2027-02-11'],
  ['2027-04-05', '2027-04-05'],
  ['2027-05-01', '2027-05-05'],
];
const HOLIDAYS = new Set(
  HOLIDAY_RANGES.flatMap(([from, to]) => {
    const days: string[] = [];
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
    return days;
  }),
);

export type DayKind = 'work' | 'weekend' | 'holiday';

export function dayKind(dayStart: number): DayKind {
  if (HOLIDAYS.has(shanghaiDate(dayStart))) return 'holiday';
  const wd = shanghaiWeekday(dayStart);
  return wd === 0 || wd === 6 ? 'weekend' : 'work';
}

/** How busy a day is next to an ordinary working day: a few people work weekends, fewer on holidays. */
const KIND_WEIGHT: Record<DayKind, number> = { work: 1, weekend: 0.07, holiday: 0.04 };

/**
 * Relative volume of each day of the period: working days, quiet weekends
 * and holidays, and a usage that grows over the year (the system is being
 * adopted), so recent months are busier than the first ones.
 */
export function dayWeights(dayStarts: readonly number[]): number[] {
  const n = dayStarts.length;
  return dayStarts.map((d, i) => KIND_WEIGHT[dayKind(d)] * (0.7 + (0.3 * i) / Math.max(1, n - 1)));
}

/** A standard normal variate (Box–Muller). */
function normal(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * A moment within the day: on working days office hours, with peaks in the
 * hours 10:00–11:00 and 15:00–16:00 and a lunch dip, and a little late work; on other days
 * spread over the daytime.
 */
export function momentOf(rng: Rng, dayStart: number, kind: DayKind): number {
  let hour: number;
  const r = rng();
  if (kind !== 'work') hour = 8 + rng() * 14;
  else if (r < 0.46) hour = 10.5 + normal(rng) * 1.1;
  else if (r < 0.92) hour = 15.5 + normal(rng) * 1.3;
  else hour = 7 + rng() * 16;
  hour = Math.min(23.99, Math.max(0, hour));
  return dayStart + Math.floor(hour * HOUR_MS);
}

/** The share of a day's activity that happens before `until` (today is only partly over), by sampling `momentOf`. */
export function shareBefore(rng: Rng, dayStart: number, kind: DayKind, until: number): number {
  const samples = 2_000;
  let before = 0;
  for (let i = 0; i < samples; i++) if (momentOf(rng, dayStart, kind) < until) before++;
  return before / samples;
}
