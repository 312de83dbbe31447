import { type SQL, sql } from 'drizzle-orm';
import { BBS_FOLLOW_TARGETS } from '../../../contract/bbs-plates';
import type { PostListInput, PostListItem } from '../../../contract/bbs-posts';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { keywordFilter } from '../../search/keyword-filter';
import { FORUM } from './forum-access';
import { OPEN_POST, postPage } from './post-items';

const F = BBS_FOLLOW_TARGETS;

/** Posts of followed plates (and their sub-plates), followed topics or followed posts. */
export const followedBy = (userId: number) => sql`(
  p.plate_id in (with recursive sub as (
      select target_id as id from bbs_follows where user_id = ${userId} and target_type = ${F.plate}
      union select c.id from bbs_plates c join sub on c.parent_id = sub.id)
    select id from sub)
  or exists (select 1 from bbs_post_topics pt join bbs_follows f on f.target_type = ${F.topic} and f.target_id = pt.topic_id
    where pt.post_id = k.id and f.user_id = ${userId})
  or exists (select 1 from bbs_follows f where f.user_id = ${userId} and f.target_type = ${F.post} and f.target_id = k.id))`;

/** Posts (alias p) of a plate or any plate below it: a parent plate's list holds its sub-plates' posts. */
export const inPlate = (plateId: number) => sql`p.plate_id in (with recursive sub as (select ${plateId}::int as id
  union select c.id from bbs_plates c join sub on c.parent_id = sub.id) select id from sub)`;

/** The list orders by sort key (the post list, 案例管理). */
export const POST_ORDERS: Record<PostListInput['sort'], SQL> = {
  latest: sql`p.last_activity_at desc, k.id desc`,
  hot: sql`p.hot_score desc, k.id desc`,
  votes: sql`p.vote_score desc, p.last_activity_at desc, k.id desc`,
  created: sql`k.created_at desc, k.id desc`,
};

/**
 * The post list with its filters. Every scope but `mine` shows only what
 * every reader sees (published, visible); `mine` is the caller's own posts in
 * any state, drafts and held ones included.
 */
export async function listPosts(db: Db, user: SessionUser, q: PostListInput): Promise<{ total: number; list: PostListItem[] }> {
  const conds: SQL[] = [sql`k.domain_id = ${FORUM}`];
  if (q.scope === 'mine') conds.push(sql`k.deleted_at is null and k.author_id = ${user.id}`);
  else conds.push(OPEN_POST);
  if (q.scope === 'liked') {
    conds.push(
      sql`exists (select 1 from likes l where l.user_id = ${user.id} and l.target_type = 'knowledge' and l.target_id = k.id)`,
    );
  }
  if (q.scope === 'followed') conds.push(followedBy(user.id));
  if (q.kind) conds.push(sql`p.kind = ${q.kind}`);
  if (q.plateId !== undefined) {
    conds.push(inPlate(q.plateId));
  }
  if (q.topicId !== undefined) {
    conds.push(sql`exists (select 1 from bbs_post_topics pt where pt.post_id = k.id and pt.topic_id = ${q.topicId})`);
  }
  if (q.authorId !== undefined) conds.push(sql`k.author_id = ${q.authorId}`);
  if (q.labelId !== undefined) conds.push(sql`${q.labelId}::int = any(v.label_ids)`);
  if (q.keyword) {
    conds.push(keywordFilter([sql`k.title`, sql`v.content_text`], q.keyword));
  }
  if (q.unanswered) conds.push(sql`p.kind = 'question' and p.answer_count = 0`);
  const where = sql.join(conds, sql` and `);
  return postPage(db, where, POST_ORDERS[q.sort], q);
}
