import { HOME_BLOCK } from '@contract/bbs/bbs-home';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsAnswers, bbsExperts, bbsPosts, groups, knowledge, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { FORUM } from './forum-access';
import { a, k, p, u } from './forum-aliases';
import { ACTIVITY, HOME_HOT_DAYS } from './hot-score';
import { OPEN_POST, postItems } from './post-items';
import { followedBy } from './post-list.service';

const FORUM_POST = sql`${k.domainId} = ${FORUM} and ${OPEN_POST}`;
/** Posts (k, p) and answers on a live post (a, k), for the counts. */
const POSTS = sql`${knowledge} ${k} join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}`;
const ANSWERS = sql`${bbsAnswers} ${a} join ${knowledge} ${k} on ${k.id} = ${a.postId}`;
const e = alias(bbsExperts, 'e');
const g = alias(groups, 'g');

/** The forum's home page: hot (most active lately), latest, unanswered and followed posts, the week's experts and counts. */
export async function forumHome(db: Db, user: SessionUser) {
  const [hot, latest, unanswered, followed, experts, stats] = await Promise.all([
    // 热门: the most active of the posts active lately, however old (the hot sort favours youth and so echoed 最新).
    postItems(
      db,
      sql`${FORUM_POST} and ${p.lastActivityAt} > now() - make_interval(days => ${HOME_HOT_DAYS})`,
      sql`${ACTIVITY} desc, ${p.lastActivityAt} desc, ${k.id} desc`,
      HOME_BLOCK,
    ),
    postItems(db, FORUM_POST, sql`${k.createdAt} desc, ${k.id} desc`, HOME_BLOCK),
    postItems(
      db,
      sql`${FORUM_POST} and ${p.kind} = 'question' and ${p.answerCount} = 0`,
      sql`${k.createdAt} desc, ${k.id} desc`,
      HOME_BLOCK,
    ),
    postItems(db, sql`${FORUM_POST} and ${followedBy(user.id)}`, sql`${p.lastActivityAt} desc, ${k.id} desc`, HOME_BLOCK),
    db.execute<{ id: number; nickname: string; answers: number; accepted: number }>(sql`
      select ${u.id}, ${u.nickname}, count(${a.id})::int as answers, count(${a.id}) filter (where ${a.accepted})::int as accepted
      from ${bbsExperts} ${e} join ${users} ${u} on ${u.id} = ${e.userId}
        join ${bbsAnswers} ${a} on ${a.authorId} = ${e.userId} and ${a.state} = 'visible' and ${a.createdAt} > now() - interval '7 days'
        join ${knowledge} ${k} on ${k.id} = ${a.postId} and ${k.deletedAt} is null
      where ${e.state} = 'approved'
      group by ${u.id}, ${u.nickname} order by answers desc, accepted desc, ${u.id} limit ${HOME_BLOCK}`),
    db.execute<{ posts: number; answers: number; today: number }>(sql`
      select (select count(*)::int from ${POSTS} where ${FORUM_POST}) as posts,
        (select count(*)::int from ${ANSWERS} where ${a.state} = 'visible' and ${k.deletedAt} is null) as answers,
        (select count(*)::int from ${POSTS} where ${FORUM_POST}
          and ${k.createdAt} >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')) as today`),
  ]);
  return {
    hot,
    latest,
    unanswered,
    followed,
    weeklyExperts: experts.rows.map((e) => ({
      user: { id: e.id, nickname: e.nickname },
      answerCount: e.answers,
      acceptedCount: e.accepted,
    })),
    stats: stats.rows[0],
  };
}

/** A member's forum page: counts of what every reader sees of him. */
export async function memberProfile(db: Db, id: number) {
  const r = await db.execute<{
    id: number;
    nickname: string;
    group_name: string | null;
    posts: number;
    answers: number;
    accepted: number;
    likes_received: number;
    expert: boolean;
  }>(sql`
    select ${u.id}, ${u.nickname}, ${g.name} as group_name,
      (select count(*)::int from ${POSTS} where ${k.authorId} = ${u.id} and ${FORUM_POST}) as posts,
      (select count(*)::int from ${ANSWERS}
        where ${a.authorId} = ${u.id} and ${a.state} = 'visible' and ${k.deletedAt} is null) as answers,
      (select count(*)::int from ${ANSWERS}
        where ${a.authorId} = ${u.id} and ${a.accepted} and ${k.deletedAt} is null) as accepted,
      (select coalesce(sum(${k.likeCount}), 0)::int from ${POSTS} where ${k.authorId} = ${u.id} and ${FORUM_POST}) as likes_received,
      exists (select 1 from ${bbsExperts} ${e} where ${e.userId} = ${u.id} and ${e.state} = 'approved') as expert
    from ${users} ${u} left join ${groups} ${g} on ${g.id} = ${u.groupId}
    where ${u.id} = ${id}`);
  const row = r.rows[0];
  if (!row) throw notFound('成员不存在');
  return {
    user: { id: row.id, nickname: row.nickname, groupName: row.group_name },
    posts: row.posts,
    answers: row.answers,
    accepted: row.accepted,
    likesReceived: row.likes_received,
    expert: row.expert,
  };
}
