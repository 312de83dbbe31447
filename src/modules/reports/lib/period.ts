import { COMPANY_TIME_ZONE } from '@contract/platform/time-zone';
import type { ReportPeriod, ReportSearch } from './report-search';

/** The report days are Asia/Shanghai days (the server counts them so). */
const shanghaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Asia/Shanghai as `YYYY-MM-DD`. */
export function todayInShanghai(now: Date = new Date()): string {
  return shanghaiDay.format(now);
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export const PERIOD_LABELS: Record<Exclude<ReportPeriod, 'range'>, string> = {
  '7d': '近7天',
  '30d': '近30天',
  '90d': '近90天',
  year: '今年',
};

/**
 * The days a report covers, both included: a preset counts back from today
 * (today included), `range` takes the URL's days; a range left incomplete
 * falls back to the last 30 days.
 */
export function periodDays(search: Pick<ReportSearch, 'period' | 'from' | 'to'>, now: Date = new Date()) {
  const today = todayInShanghai(now);
  switch (search.period) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'range':
      if (search.from && search.to)
        return search.from <= search.to ? { from: search.from, to: search.to } : { from: search.to, to: search.from };
      return { from: addDays(today, -29), to: today };
    default:
      return { from: addDays(today, -29), to: today };
  }
}
