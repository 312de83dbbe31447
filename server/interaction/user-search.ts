import { VISITOR_USER_TYPE } from '@contract/auth/users';
import { type SQL, sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/session';
import { publishedFor } from '../knowledge/access';
import { intArray } from '../lib/int-array';
import { likePattern } from '../lib/text';

export const USER_SEARCH_LIMIT = 20;

export interface FoundUser {
  id: number;
  nickname: string;
  /** Null for visitor callers, with groupName: a visitor learns no login names and no organisation. */
  username: string | null;
  groupName: string | null;
}

/**
 * SQL on alias `u` (users): the users the caller may look up and address.
 * Staff: everybody. Visitors get no staff directory: only the authors of
 * what they may read, whose names they see on those items anyway.
 */
export function findableBy(caller: SessionUser): SQL {
  if (caller.type !== VISITOR_USER_TYPE) return sql`true`;
  return sql`exists (select 1 from knowledge k where k.author_id = u.id and ${publishedFor(readerOf(caller))})`;
}

/**
 * Active colleagues for pickers (visibility, share, author filters). By
 * keyword: nickname, username or mobile containing it, case-insensitive,
 * those starting with it first (a Chinese given name is often typed without
 * the family name); by ids: those users, so a picker can show names of what
 * is already chosen.
 *
 * Visitors get no staff directory: they find, by name only, the authors of
 * what they may read (names they see on those items anyway), and never
 * usernames, mobiles or groups.
 */
export async function searchUsers(db: Db, caller: SessionUser, input: { keyword: string; ids?: number[] }): Promise<FoundUser[]> {
  const visitor = caller.type === VISITOR_USER_TYPE;
  const scope = findableBy(caller);
  let where: SQL;
  let order = sql`u.nickname, u.id`;
  let limit = USER_SEARCH_LIMIT;
  if (input.ids !== undefined) {
    if (input.ids.length === 0) return [];
    where = sql`u.id = any(${intArray(input.ids)})`;
    limit = input.ids.length;
  } else {
    if (input.keyword === '') return [];
    const contains = likePattern(input.keyword);
    // likePattern wraps the keyword in %…%; without the leading % it matches a prefix.
    const prefix = contains.slice(1);
    const matches = (p: string) =>
      visitor
        ? sql`u.nickname ilike ${p} escape '\\'`
        : sql`(u.nickname ilike ${p} escape '\\' or u.username ilike ${p} escape '\\' or u.mobile like ${p} escape '\\')`;
    where = matches(contains);
    order = sql`${matches(prefix)} desc, length(u.nickname), u.nickname, u.id`;
  }
  const r = await db.execute<{ id: number; nickname: string; username: string; group_name: string | null }>(sql`
    select u.id, u.nickname, u.username, g.name as group_name
    from users u left join groups g on g.id = u.group_id
    where not u.disabled and ${where} and ${scope} order by ${order} limit ${limit}`);
  return r.rows.map((u) => ({
    id: u.id,
    nickname: u.nickname,
    username: visitor ? null : u.username,
    groupName: visitor ? null : u.group_name,
  }));
}
