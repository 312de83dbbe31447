import { COMPANY_TIME_ZONE } from '@contract/platform/time-zone';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';

// dayjs is configured here once for the whole SPA (ARCHITECTURE §7.11).
dayjs.extend(relativeTimePlugin);
dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);
dayjs.locale('zh-cn');

/**
 * An instant as the company's wall time (COMPANY_TIME_ZONE), whatever the
 * browser's zone: a page shows what its export shows (issue 28).
 */
const inCompanyZone = (value: DateInput) => dayjs(value).tz(COMPANY_TIME_ZONE);

/** Date format of SPEC §9. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date;

/** `YYYY-MM-DD HH:mm:ss`; an empty string for a missing or invalid date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  return dayjs(value).isValid() ? inCompanyZone(value).format(DATE_TIME_FORMAT) : '';
}

export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  return dayjs(value).isValid() ? inCompanyZone(value).format(DATE_FORMAT) : '';
}

/**
 * Relative time of SPEC §9: under a minute or in the future '刚刚', then
 * 'N分钟前', 'N小时前'; a day or more shows the date only.
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const diffMs = dayjs(now).diff(d);
  if (diffMs < 60_000) return '刚刚';
  if (diffMs < 3_600_000) return `${Math.floor(diffMs / 60_000)}分钟前`;
  if (diffMs < 86_400_000) return `${Math.floor(diffMs / 3_600_000)}小时前`;
  return inCompanyZone(value).format(DATE_FORMAT);
}

export { dayjs };
