/**
 * The company's time zone: the zone every time is shown in (pages, exports,
 * notices) and the calendar every "per day" rule counts by (a view once per
 * person, item and day; the daily rollups; report periods). One constant of
 * the product, not a per-browser setting, so a page and its export show the
 * same wall time wherever the reader sits (decision 040 says why it is not
 * an administrator's setting).
 */
export const COMPANY_TIME_ZONE = 'Asia/Shanghai';
