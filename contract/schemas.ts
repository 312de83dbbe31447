import { z } from 'zod';

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

/** Default page size of entity lists (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest id a PostgreSQL `integer` column holds; larger ids are refused as input, not left to overflow in SQL. */
export const MAX_DB_ID = 2_147_483_647;

export const idParam = z.object({ id: intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title: '编号' }) });

export const mobileSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入有效的11位手机号')
  .meta({ title: '手机号' });

export const emailSchema = z.email('请输入有效的电子邮箱').max(120).meta({ title: '电子邮箱' });

/** Six-digit one-time code sent by SMS or e-mail. */
export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字')
  .meta({ title: '验证码' });

export const nicknameSchema = z.string().trim().min(1, '昵称不能为空').max(32, '昵称最多32个字').meta({ title: '昵称' });
