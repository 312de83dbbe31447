import type { adminUserView, USER_SORTS, USER_STATES } from '@contract/admin/admin';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { groups, roles, userRoles, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { avatarUrl } from '../../lib/avatar-url';
import { paged } from '../../lib/paged';
import { signInRestricted } from '../../lib/sign-in-failures';
import { likePattern } from '../../lib/text';
import { keywordFilter } from '../../search/keyword-filter';

export type AdminUserView = z.infer<typeof adminUserView>;

type UserRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  is_admin: boolean;
  mobile: string | null;
  email: string | null;
  group_id: number | null;
  group_name: string | null;
  bound_user_id: number | null;
  avatar_hash: string | null;
  disabled: boolean;
  locked: boolean;
  must_change_password: boolean;
  created_at: Date;
  role_ids: number[];
};

const toView = (r: UserRow): AdminUserView => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  isAdmin: r.is_admin,
  mobile: r.mobile,
  email: r.email,
  groupId: r.group_id,
  groupName: r.group_name,
  bound: r.bound_user_id !== null,
  avatarUrl: avatarUrl(r.id, r.avatar_hash),
  disabled: r.disabled,
  locked: r.locked,
  mustChangePassword: r.must_change_password,
  roleIds: r.role_ids,
  createdAt: new Date(r.created_at).toISOString(),
});

const u = alias(users, 'u');
const g = alias(groups, 'g');
const ur = alias(userRoles, 'ur');

const locked = signInRestricted(sql`lower(${u.username})`);

const USER_COLUMNS = sql`${u.id}, ${u.username}, ${u.nickname}, ${u.type}, ${u.isAdmin}, ${u.mobile}, ${u.email}, ${u.groupId},
    ${g.name} as group_name, ${u.boundUserId}, ${u.avatarHash}, ${u.disabled}, ${locked} as locked, ${u.mustChangePassword},
    ${u.createdAt},
    coalesce((select array_agg(${ur.roleId} order by ${ur.roleId}) from ${userRoles} ${ur} where ${ur.userId} = ${u.id}), '{}') as role_ids`;
const USER_FROM = sql`${users} ${u} left join ${groups} ${g} on ${g.id} = ${u.groupId}`;
const selectUsers = (where: SQL) => sql`select ${USER_COLUMNS} from ${USER_FROM} where ${where}`;

export interface UserFilter {
  keyword?: string;
  mobile?: string;
  groupId?: number;
  type?: number;
  roleId?: number;
  state?: (typeof USER_STATES)[number];
  sort?: (typeof USER_SORTS)[number];
  desc?: boolean;
}

const ORDER: Record<NonNullable<UserFilter['sort']>, SQL> = {
  id: sql`${u.id}`,
  username: sql`lower(${u.username})`,
  nickname: sql`${u.nickname}`,
  type: sql`${u.type}`,
  createdAt: sql`${u.createdAt}`,
};

/**
 * The filter as SQL over alias `u`: the keyword is a case-insensitive
 * substring of username, nickname, mobile or e-mail; a group includes its
 * sub-groups; `locked` is an account whose sign-in asks for a captcha.
 */
function userWhere(f: UserFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.keyword) {
    conditions.push(keywordFilter([sql`${u.username}`, sql`${u.nickname}`, sql`${u.mobile}`, sql`${u.email}`], f.keyword));
  }
  if (f.mobile) conditions.push(sql`${u.mobile} like ${likePattern(f.mobile)} escape '\\'`);
  if (f.groupId !== undefined) {
    conditions.push(sql`${u.groupId} in (
      with recursive sub as (
        select ${groups.id} from ${groups} where ${groups.id} = ${f.groupId}
        union select ${g.id} from ${groups} ${g} join sub on ${g.parentId} = sub.id
      ) select id from sub)`);
  }
  if (f.type !== undefined) conditions.push(sql`${u.type} = ${f.type}`);
  if (f.roleId !== undefined)
    conditions.push(sql`exists (select 1 from ${userRoles} ${ur} where ${ur.userId} = ${u.id} and ${ur.roleId} = ${f.roleId})`);
  if (f.state === 'disabled') conditions.push(sql`${u.disabled}`);
  if (f.state === 'enabled') conditions.push(sql`not ${u.disabled}`);
  if (f.state === 'locked') conditions.push(locked);
  return sql.join(conditions, sql` and `);
}

const orderOf = (f: UserFilter) => {
  const column = ORDER[f.sort ?? 'id'];
  return f.desc ? sql`${column} desc, ${u.id} desc` : sql`${column}, ${u.id}`;
};

/** One page of the users matching the filter, in the asked order (by id without one). */
export async function listUsers(
  db: Db,
  f: UserFilter & { page: number; size: number },
): Promise<{ total: number; list: AdminUserView[] }> {
  const page = await paged<UserRow>(db, {
    from: USER_FROM,
    where: userWhere(f),
    order: orderOf(f),
    columns: USER_COLUMNS,
    page: f.page,
    size: f.size,
  });
  return { total: page.total, list: page.list.map(toView) };
}

/** Every user matching the filter up to `limit` (an export), with the number there were in all. */
export async function allUsers(db: Db, f: UserFilter, limit: number): Promise<{ total: number; list: AdminUserView[] }> {
  return listUsers(db, { ...f, page: 1, size: limit });
}

/** One user as the admin screens show it; 404 when there is no such user. */
/** Every key a user holds through his roles (what a manager must hold too to act on the account). */
export async function targetKeys(db: Pick<Db, 'execute'>, userId: number): Promise<string[]> {
  const rows = await db.execute<{ key: string }>(sql`
    select distinct unnest(${roles.permissions}) as key
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId}`);
  return rows.rows.map((r) => r.key);
}

/** An account another user means to act on: its view and its keys (admin.policy assertCanManageUser). */
export async function loadManagedUser(db: Pick<Db, 'execute'>, id: number) {
  const view = await loadAdminUser(db, id);
  return { ...view, keys: await targetKeys(db, id) };
}

export async function loadAdminUser(db: Pick<Db, 'execute'>, id: number): Promise<AdminUserView> {
  const rows = await db.execute<UserRow>(selectUsers(sql`${u.id} = ${id}`));
  const row = rows.rows[0];
  if (!row) throw notFound('用户不存在');
  return toView(row);
}
