import { CONSOLE_ACTIONS, USER_SORTS, USER_STATES } from '@contract/admin/admin';
import { SENSITIVE_ACTIONS } from '@contract/bbs/bbs-moderation';
import { domainsWith } from '@contract/platform/domains';
import { type AuditSearch, CONSOLE_PAGE_SIZE, type FieldsSearch, type SensitiveSearch, type UsersSearch } from './console-search';

// What a section asks the server for, from its search params: its route's loader and its screen
// build the same request, so the screen finds the loader's answer in the cache.

/** A value of `list`, or nothing for one it does not know (a hand-edited link). */
const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** 用户: the list's filters and order (the export takes them too) and the page. */
export function userListRequest(s: UsersSearch) {
  const { page, sort, desc, state, ...rest } = s;
  const filters = { ...rest, state: oneOf(USER_STATES, state) };
  const order = { sort: oneOf(USER_SORTS, sort), desc };
  return { filters, order, input: { ...filters, ...order, page, size: CONSOLE_PAGE_SIZE } };
}

/** 敏感词: one page of the words. */
export function sensitiveListInput(s: SensitiveSearch) {
  return { page: s.page, size: CONSOLE_PAGE_SIZE, keyword: s.keyword, action: oneOf(SENSITIVE_ACTIONS, s.action) };
}

/** 操作记录: one page of the changes. */
export function auditListInput(s: AuditSearch) {
  return { ...s, action: oneOf(CONSOLE_ACTIONS, s.action), size: CONSOLE_PAGE_SIZE };
}

/** The domains with custom fields (词条, 文档, 视频), in header order. */
export const FIELD_DOMAINS = domainsWith('labels');

/** 字段: the domain whose fields are shown, the first when the link names none it has. */
export function shownFieldDomain(s: FieldsSearch) {
  return FIELD_DOMAINS.find((d) => d.id === s.domainId) ?? FIELD_DOMAINS[0];
}
