import { z } from 'zod';
import { DOMAINS, LIVE_DOMAINS } from './domains';
import { DEFAULT_PAGE_SIZE, MAX_DB_ID } from './limits';

/** Text a whole number may arrive as (a path, a query string, a form or JSON string): plain decimal digits only. */
const DIGITS = /^\d{1,16}$/;
const fromDigits = (v: unknown) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v);

/**
 * A whole number from JSON or from text, `check` adding its range. Unlike
 * z.coerce.number(), text must be plain digits: Number() also reads ' 145',
 * '1e2', '0x91', '+145' and '145.0', so one id could be spelt many ways and
 * slip past checks that compare the text (issue 11).
 */
export function intInput(check: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  const whole = z.number({ error: (iss) => (iss.code === 'invalid_type' && iss.input !== undefined ? '须为整数' : undefined) });
  return z.preprocess(fromDigits, check(whole.int()));
}

/** A list's search words: trimmed, at most 100 characters, no NUL (PostgreSQL text cannot hold it). */
export const keywordFilter = z
  .string()
  .trim()
  .max(100, '关键词最多100个字')
  .refine((s) => !s.includes('\u0000'), '关键词含有不支持的字符')
  .optional()
  .meta({ title: '关键词' });

/** Paging input shared by list endpoints; page counts from 1. */
export const pageInput = z.object({
  page: intInput((n) => n.min(1))
    .default(1)
    .meta({ title: '页码' }),
  size: intInput((n) => n.min(1).max(100))
    .default(10)
    .meta({ title: '每页条数' }),
});

/** A page of results. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });

export { DEFAULT_PAGE_SIZE, MAX_DB_ID };

export const idParam = z.object({ id: intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title: '编号' }) });

const LIVE_IDS = new Set(LIVE_DOMAINS.map((d) => d.id));
const MAX_DOMAIN_ID = Math.max(...DOMAINS.map((d) => d.id));

/** A domain id in a request: only live domains are accepted. */
export const domainIdSchema = intInput((n) =>
  n
    .min(1)
    .max(MAX_DOMAIN_ID)
    .refine((v) => LIVE_IDS.has(v), '知识域不存在'),
).meta({ title: '知识域' });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not: Date rolls it over to March). */
export const isCalendarDay = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return DAY.test(s) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
};

/** A calendar day (in Asia/Shanghai where it bounds a period), as `YYYY-MM-DD`. */
export const calendarDay = (title: string) =>
  z
    .string()
    .regex(DAY, '日期格式应为 YYYY-MM-DD')
    .refine((s) => !DAY.test(s) || isCalendarDay(s), '日期不存在')
    .meta({ title });
