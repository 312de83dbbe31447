import { CONSOLE_ACTIONS, USER_SORTS, USER_STATES } from '@contract/admin-terms';
import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

/** Left out, or dropped when it does not parse: a hand-edited link still opens. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = optional(whole(1, MAX_DB_ID));
const text = (max: number) => optional(z.string().check(z.trim(), z.maxLength(max)));
const page = z.catch(z._default(whole(1, 100_000), 1), 1);
const day = optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

/** `/admin/users`: every filter, the order and the page in the URL (issue 17). */
export const userSearchSchema = z.object({
  keyword: text(50),
  mobile: text(20),
  groupId: id,
  type: optional(whole(1, 8)),
  roleId: id,
  state: optional(z.enum(USER_STATES)),
  sort: optional(z.enum(USER_SORTS)),
  desc: optional(z.boolean()),
  page,
});
export type UserSearch = z.output<typeof userSearchSchema>;

/** `/admin/audit`: days, person, action and page. */
export const auditSearchSchema = z.object({
  from: day,
  to: day,
  userId: id,
  action: optional(z.enum(CONSOLE_ACTIONS as [string, ...string[]])),
  page,
});
export type AuditSearch = z.output<typeof auditSearchSchema>;

export const CONSOLE_PAGE_SIZE = 20;
