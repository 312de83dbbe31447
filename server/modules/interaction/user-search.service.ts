import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../knowledge/access';
import { likePattern } from '../../lib/text';

export const USER_SEARCH_LIMIT = 20;

export interface FoundUser {
  id: number;
  nickname: string;
  username: string;
  groupName: string | null;
}

/**
 * Active colleagues for pickers (visibility, share). By keyword: nickname,
 * username or mobile containing it, case-insensitive, those starting with it
 * first (a Chinese given name is often typed without the family name); by
 * ids: those users, so a picker can show names of what is already chosen.
 */
export async function searchUsers(db: Db, input: { keyword: string; ids?: number[] }): Promise<FoundUser[]> {
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
      sql`(u.nickname ilike ${p} escape '\\' or u.username ilike ${p} escape '\\' or u.mobile like ${p} escape '\\')`;
    where = matches(contains);
    order = sql`${matches(prefix)} desc, length(u.nickname), u.nickname, u.id`;
  }
  const r = await db.execute<{ id: number; nickname: string; username: string; group_name: string | null }>(sql`
    select u.id, u.nickname, u.username, g.name as group_name
    from users u left join groups g on g.id = u.group_id
    where not u.disabled and ${where} order by ${order} limit ${limit}`);
  return r.rows.map((u) => ({ id: u.id, nickname: u.nickname, username: u.username, groupName: u.group_name }));
}
