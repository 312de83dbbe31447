import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

// The search params of the console's sections (issue 17: every filter, the order and the page in
// the URL), one schema per section route. The routes' `validateSearch` names them, so they travel
// with the route tree on the first screen: zod/mini only, and nothing here that only screens use
// (issue 12). Every param falls back to its default when it is missing or does not parse: a
// hand-edited link still opens its page.

/** Left out, or dropped when it does not parse. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = optional(whole(1, MAX_DB_ID));
const text = (max: number) => optional(z.string().check(z.trim(), z.maxLength(max)));
const day = optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A state, sort key or action name: only well-formed here (the vocabularies live in the contract, which the first screen does not carry); the screens narrow it, the server checks it. */
const word = optional(z.string().check(z.regex(/^[a-zA-Z_]{1,40}$/)));
const page = z.catch(z._default(whole(1, 100_000), 1), 1);

/** 用户: the user filters, the order and the page. */
export const usersSearchSchema = z.object({
  keyword: text(50),
  mobile: text(20),
  groupId: id,
  type: optional(whole(1, 8)),
  roleId: id,
  state: word,
  sort: word,
  desc: optional(z.boolean()),
  page,
});

/** 角色: the role shown, its tab (权限 or 成员) and the members' keyword and page. */
export const rolesSearchSchema = z.object({
  roleId: id,
  tab: optional(z.enum(['permissions', 'members'])),
  keyword: text(50),
  page,
});

/** 配置: the tab and the items' search word. */
export const configSearchSchema = z.object({
  tab: optional(z.enum(['items', 'menus', 'images'])),
  keyword: text(50),
});

/** 标签: the category shown (its root label's id). */
export const labelsSearchSchema = z.object({ category: id });

/** 字段: the domain tab. */
export const fieldsSearchSchema = z.object({ domainId: optional(whole(1, 99)) });

/** 敏感词: the word searched, the action filter and the page. */
export const sensitiveSearchSchema = z.object({ keyword: text(50), action: word, page });

/** 操作记录: the days, the person, the action and the page. */
export const auditSearchSchema = z.object({ from: day, to: day, userId: id, action: word, page });

export type UsersSearch = z.output<typeof usersSearchSchema>;
export type RolesSearch = z.output<typeof rolesSearchSchema>;
export type ConfigSearch = z.output<typeof configSearchSchema>;
export type LabelsSearch = z.output<typeof labelsSearchSchema>;
export type FieldsSearch = z.output<typeof fieldsSearchSchema>;
export type SensitiveSearch = z.output<typeof sensitiveSearchSchema>;
export type AuditSearch = z.output<typeof auditSearchSchema>;

/**
 * What the paged sections' screens (用户, 角色, 敏感词, 操作记录) and the parts they share read
 * and hand back: any of their params (each route keeps only its own), the page always there.
 */
export type ConsoleSearch = Partial<Omit<UsersSearch & RolesSearch & SensitiveSearch & AuditSearch, 'page'>> & { page: number };

export const CONSOLE_PAGE_SIZE = 20;
