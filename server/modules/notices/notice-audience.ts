import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';

/** Longest group chain followed down the tree; the seeded tree has three levels. */
const MAX_GROUP_DEPTH = 50;

/**
 * Whether notice `n` names the caller: everyone, one of his groups or their
 * ancestors (a notice to a parent group covers its sub-groups), or him.
 */
export function namesCaller(user: SessionUser): SQL {
  return sql`(n.audience = 'all' or exists (
    select 1 from notice_targets t
    where t.notice_id = n.id and (t.user_id = ${user.id} or t.group_id = any(${intArray(user.groupPath)}))))`;
}

/** Published and not expired at this moment. */
export const liveNow = sql`(n.publish_at <= now() and (n.expire_at is null or n.expire_at > now()))`;

/**
 * The enabled users a notice is for, as a subquery of user ids: the same rule
 * as namesCaller read the other way round (members of a named group or of any
 * group beneath it).
 */
export function audienceUserIds(noticeId: number): SQL {
  return sql`(
    with recursive g as (
      select t.group_id as id, 0 as depth from notice_targets t where t.notice_id = ${noticeId} and t.group_id is not null
      union
      select c.id, g.depth + 1 from groups c join g on c.parent_id = g.id where g.depth < ${MAX_GROUP_DEPTH}
    )
    select u.id from users u join notices n on n.id = ${noticeId}
    where not u.disabled and (
      n.audience = 'all'
      or u.group_id in (select id from g)
      or u.id in (select t.user_id from notice_targets t where t.notice_id = ${noticeId} and t.user_id is not null)))`;
}
