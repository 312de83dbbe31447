import type { USER_IMPORT_COLUMNS } from '@contract/admin/admin-users';
import { USER_SHEET } from '@contract/admin/admin-users';
import type { ImportIssue } from '@contract/platform/imports';
import type { z } from 'zod/mini';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

/** One user row of the file, checked and resolved to ids. */
export interface UserRowIn {
  row: number;
  username: string;
  nickname: string;
  type: number;
  mobile: string | null;
  email: string | null;
  groupId: number | null;
  roleIds: number[];
}

type AnySchema =
  | z.ZodMiniType
  | { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] }; data?: unknown } };

export interface ImportLookups {
  /** A group by its path or the end of it (groupFinder). */
  group: (written: string) => number | 'ambiguous' | undefined;
  roles: Map<string, { id: number; permissions: string[] }>;
  /** Why the caller may not hand out these keys, or null when he may. */
  ceiling: (keys: string[]) => string | null;
  typeNames: Readonly<Record<number, string>>;
  schemas: Record<'username' | 'nickname' | 'mobile' | 'email', AnySchema>;
}

type GroupRow = { id: number; name: string; parentId: number | null };

/** Each group's full path from its root (`集团总部/研发中心`). */
export function groupPathById(groups: GroupRow[]): Map<number, string> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const out = new Map<number, string>();
  for (const g of groups) {
    const parts: string[] = [];
    let at: GroupRow | undefined = g;
    for (let depth = 0; at && depth < 50; depth++) {
      parts.unshift(at.name);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    out.set(g.id, parts.join('/'));
  }
  return out;
}

/**
 * Finds a group by what a file wrote: its full path, the end of its path
 * (`研发中心`, `集团总部/研发中心`), ambiguous when several groups end so.
 */
export function groupFinder(groups: GroupRow[]): (written: string) => number | 'ambiguous' | undefined {
  const paths = [...groupPathById(groups)];
  return (written) => {
    const path = written
      .split('/')
      .map((p) => p.trim())
      .filter(Boolean)
      .join('/');
    if (!path) return undefined;
    const exact = paths.find(([, p]) => p === path);
    if (exact) return exact[0];
    const ending = paths.filter(([, p]) => p.endsWith(`/${path}`));
    if (ending.length > 1) return 'ambiguous';
    return ending[0]?.[0];
  };
}

/** Splits a list cell: `|`, `、`, `,` or `，` between items. */
const splitNames = (cell: string) =>
  cell
    .split(/[|、,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Checks the rows of a file: each field by the contract's own rules, names of
 * groups and roles, the grant ceiling, and usernames, mobiles and e-mails
 * repeated within the file. Answers the rows that passed and every problem.
 */
export function parseUserRows(
  rows: { n: number; cells: Record<Column, string> }[],
  look: ImportLookups,
): { parsed: UserRowIn[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const parsed: UserRowIn[] = [];
  const firstRow = { username: new Map<string, number>(), mobile: new Map<string, number>(), email: new Map<string, number>() };
  for (const { n, cells } of rows) {
    const before = issues.length;
    const refuse = (field: string, reason: string) => issues.push({ sheet: USER_SHEET, row: n, field, reason });
    const check = (field: Column, schema: AnySchema, value: string): string | null => {
      const r = (
        schema as { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }
      ).safeParse(value);
      if (!r.success) refuse(field, r.error?.issues[0]?.message ?? '格式不正确');
      return r.success ? value.trim() : null;
    };
    const required = (field: '用户名' | '姓名', schema: AnySchema) => {
      if (cells[field]) return check(field, schema, cells[field]);
      refuse(field, `${field}不能为空`);
      return null;
    };
    const username = required('用户名', look.schemas.username);
    const nickname = required('姓名', look.schemas.nickname);
    const mobile = cells.手机号 ? check('手机号', look.schemas.mobile, cells.手机号) : null;
    const email = cells.邮箱 ? check('邮箱', look.schemas.email, cells.邮箱) : null;

    let type = 1;
    if (cells.用户类型) {
      const byName = Object.entries(look.typeNames).find(([, name]) => name === cells.用户类型);
      const number = /^[1-8]$/.test(cells.用户类型) ? Number(cells.用户类型) : byName ? Number(byName[0]) : null;
      if (number === null) refuse('用户类型', '用户类型应为 1 到 8 的数字');
      else type = number;
    }

    let groupId: number | null = null;
    if (cells.组织) {
      const found = look.group(cells.组织);
      if (found === undefined) refuse('组织', `组织“${cells.组织}”不存在`);
      else if (found === 'ambiguous')
        refuse('组织', `有多个名为“${cells.组织}”的组织，请写上级组织路径，如“上级组织/${cells.组织}”`);
      else groupId = found;
    }

    const roleIds: number[] = [];
    for (const name of splitNames(cells.角色)) {
      const role = look.roles.get(name);
      if (!role) {
        refuse('角色', `角色“${name}”不存在`);
        continue;
      }
      const lacking = look.ceiling(role.permissions);
      if (lacking) refuse('角色', `${lacking}（角色“${name}”）`);
      else if (!roleIds.includes(role.id)) roleIds.push(role.id);
    }

    const repeated = (kind: keyof typeof firstRow, field: Column, value: string | null, label: string) => {
      if (!value) return;
      const key = value.toLowerCase();
      const first = firstRow[kind].get(key);
      if (first !== undefined) refuse(field, `${label}与第 ${first} 行重复`);
      else firstRow[kind].set(key, n);
    };
    repeated('username', '用户名', username, '用户名');
    repeated('mobile', '手机号', mobile, '手机号');
    repeated('email', '邮箱', email, '邮箱');

    if (issues.length === before && username && nickname) {
      parsed.push({ row: n, username, nickname, type, mobile, email, groupId, roleIds });
    }
  }
  return { parsed, issues };
}
