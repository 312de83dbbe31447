import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

/** Left out, or dropped when it does not parse: a hand-edited link still opens. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = optional(whole(1, MAX_DB_ID));
const text = (max: number) => optional(z.string().check(z.trim(), z.maxLength(max)));
const day = optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A state, sort key or action name: only well-formed here (route definitions travel with the first screen); the screens narrow it, the server checks it. */
const word = optional(z.string().check(z.regex(/^[a-zA-Z_]{1,40}$/)));

/**
 * The search params of the console's sections (issue 17: every filter, the
 * order and the page in the URL): 用户 reads the user filters and order,
 * 操作记录 the days, person and action, 角色 the role, its tab and the
 * members' keyword, 标签 the category shown (its root label's id), 字段 its
 * domain tab; all the page.
 */
export const consoleSearchSchema = z.object({
  keyword: text(50),
  mobile: text(20),
  groupId: id,
  type: optional(whole(1, 8)),
  roleId: id,
  state: word,
  sort: word,
  desc: optional(z.boolean()),
  from: day,
  to: day,
  userId: id,
  action: word,
  /** A section's tab (角色: 权限 or 成员). */
  tab: word,
  category: id,
  /** 字段's domain tab. */
  domainId: optional(whole(1, 99)),
  page: z.catch(z._default(whole(1, 100_000), 1), 1),
});
export type ConsoleSearch = z.output<typeof consoleSearchSchema>;

export const CONSOLE_PAGE_SIZE = 20;
