import { BBS_FOLLOW_TARGETS } from '@contract/bbs/bbs-plates';
import type { PostListInput, PostListItem } from '@contract/bbs/bbs-posts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsFollows, bbsPlates, bbsPostTopics, likes } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { keywordFilter } from '../../search/keyword-filter';
import { FORUM } from './forum-access';
import { k, p, v } from './forum-aliases';
import { OPEN_POST, postPage } from './post-items';

const F = BBS_FOLLOW_TARGETS;
const f = alias(bbsFollows, 'f');
const pt = alias(bbsPostTopics, 'pt');
const c = alias(bbsPlates, 'c');

/** The plates below the ones `seed` selects (a select of plate ids named `id`), and those plates. */
const withSubPlates = (seed: SQL) => sql`(with recursive sub as (${seed}
  union select ${c.id} from ${bbsPlates} ${c} join sub on ${c.parentId} = sub.id) select id from sub)`;

/** Posts of followed plates (and their sub-plates), followed topics or followed posts. */
export const followedBy = (userId: number) => sql`(
  ${p.plateId} in ${withSubPlates(
    sql`select ${f.targetId} as id from ${bbsFollows} ${f} where ${f.userId} = ${userId} and ${f.targetType} = ${F.plate}`,
  )}
  or exists (select 1 from ${bbsPostTopics} ${pt} join ${bbsFollows} ${f} on ${f.targetType} = ${F.topic} and ${f.targetId} = ${pt.topicId}
    where ${pt.postId} = ${k.id} and ${f.userId} = ${userId})
  or exists (select 1 from ${bbsFollows} ${f} where ${f.userId} = ${userId} and ${f.targetType} = ${F.post} and ${f.targetId} = ${k.id}))`;

/** Posts (alias p) of a plate or any plate below it: a parent plate's list holds its sub-plates' posts. */
export const inPlate = (plateId: number) => sql`${p.plateId} in ${withSubPlates(sql`select ${plateId}::int as id`)}`;

/** The list orders by sort key (the post list, 案例管理). */
export const POST_ORDERS: Record<PostListInput['sort'], SQL> = {
  latest: sql`${p.lastActivityAt} desc, ${k.id} desc`,
  hot: sql`${p.hotScore} desc, ${k.id} desc`,
  votes: sql`${p.voteScore} desc, ${p.lastActivityAt} desc, ${k.id} desc`,
  created: sql`${k.createdAt} desc, ${k.id} desc`,
};

/**
 * The post list with its filters. Every scope but `mine` shows only what
 * every reader sees (published, visible); `mine` is the caller's own posts in
 * any state, drafts and held ones included.
 */
export async function listPosts(db: Db, user: SessionUser, q: PostListInput): Promise<{ total: number; list: PostListItem[] }> {
  const conds: SQL[] = [sql`${k.domainId} = ${FORUM}`];
  if (q.scope === 'mine') conds.push(sql`${k.deletedAt} is null and ${k.authorId} = ${user.id}`);
  else conds.push(OPEN_POST);
  if (q.scope === 'liked') {
    conds.push(
      sql`exists (select 1 from ${likes} where ${likes.userId} = ${user.id} and ${likes.targetType} = 'knowledge'
        and ${likes.targetId} = ${k.id})`,
    );
  }
  if (q.scope === 'followed') conds.push(followedBy(user.id));
  if (q.kind) conds.push(sql`${p.kind} = ${q.kind}`);
  if (q.plateId !== undefined) {
    conds.push(inPlate(q.plateId));
  }
  if (q.topicId !== undefined) {
    conds.push(sql`exists (select 1 from ${bbsPostTopics} ${pt} where ${pt.postId} = ${k.id} and ${pt.topicId} = ${q.topicId})`);
  }
  if (q.authorId !== undefined) conds.push(sql`${k.authorId} = ${q.authorId}`);
  if (q.labelId !== undefined) conds.push(sql`${q.labelId}::int = any(${v.labelIds})`);
  if (q.keyword) {
    conds.push(keywordFilter([sql`${k.title}`, sql`${v.contentText}`], q.keyword));
  }
  if (q.unanswered) conds.push(sql`${p.kind} = 'question' and ${p.answerCount} = 0`);
  const where = sql.join(conds, sql` and `);
  return postPage(db, where, POST_ORDERS[q.sort], q);
}
