import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groups, notices, noticeTargets, users } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';

/** Longest group chain followed down the tree; the seeded tree has three levels. */
const MAX_GROUP_DEPTH = 50;

/** The notice as namesCaller and liveNow speak of it: a statement using them writes `from ${notices} ${notice}`. */
export const notice = alias(notices, 'n');
const t = alias(noticeTargets, 't');
const c = alias(groups, 'c');
const u = alias(users, 'u');

/**
 * Whether notice `n` names the caller: everyone, one of his groups or their
 * ancestors (a notice to a parent group covers its sub-groups), or him.
 */
export function namesCaller(user: SessionUser): SQL {
  const n = notice;
  return sql`(${n.audience} = 'all' or exists (
    select 1 from ${noticeTargets} ${t}
    where ${t.noticeId} = ${n.id} and (${t.userId} = ${user.id} or ${t.groupId} = any(${intArray(user.groupPath)}))))`;
}

/** Published and not expired at this moment. */
export const liveNow = sql`(${notice.publishAt} <= now() and (${notice.expireAt} is null or ${notice.expireAt} > now()))`;

/**
 * The enabled users a notice is for, as a subquery of user ids: the same rule
 * as namesCaller read the other way round (members of a named group or of any
 * group beneath it).
 */
export function audienceUserIds(noticeId: number): SQL {
  const n = notice;
  return sql`(
    with recursive g as (
      select ${t.groupId} as id, 0 as depth from ${noticeTargets} ${t} where ${t.noticeId} = ${noticeId} and ${t.groupId} is not null
      union
      select ${c.id}, g.depth + 1 from ${groups} ${c} join g on ${c.parentId} = g.id where g.depth < ${MAX_GROUP_DEPTH}
    )
    select ${u.id} from ${users} ${u} join ${notices} ${n} on ${n.id} = ${noticeId}
    where not ${u.disabled} and (
      ${n.audience} = 'all'
      or ${u.groupId} in (select id from g)
      or ${u.id} in (select ${t.userId} from ${noticeTargets} ${t} where ${t.noticeId} = ${noticeId} and ${t.userId} is not null)))`;
}
