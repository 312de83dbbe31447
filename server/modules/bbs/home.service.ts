import { sql } from 'drizzle-orm';
import { HOME_BLOCK } from '../../../contract/bbs-home';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { FORUM } from './forum-access';
import { ACTIVITY, HOME_HOT_DAYS } from './hot-score';
import { OPEN_POST, postItems } from './post-items';
import { followedBy } from './post-list.service';

const FORUM_POST = sql`k.domain_id = ${FORUM} and ${OPEN_POST}`;

/** The forum's home page: hot (most active lately), latest, unanswered and followed posts, the week's experts and counts. */
export async function forumHome(db: Db, user: SessionUser) {
  const [hot, latest, unanswered, followed, experts, stats] = await Promise.all([
    // 热门: the most active of the posts active lately, however old (the hot sort favours youth and so echoed 最新).
    postItems(
      db,
      sql`${FORUM_POST} and p.last_activity_at > now() - make_interval(days => ${HOME_HOT_DAYS})`,
      sql`${ACTIVITY} desc, p.last_activity_at desc, k.id desc`,
      HOME_BLOCK,
    ),
    postItems(db, FORUM_POST, sql`k.created_at desc, k.id desc`, HOME_BLOCK),
    postItems(
      db,
      sql`${FORUM_POST} and p.kind = 'question' and p.answer_count = 0`,
      sql`k.created_at desc, k.id desc`,
      HOME_BLOCK,
    ),
    postItems(db, sql`${FORUM_POST} and ${followedBy(user.id)}`, sql`p.last_activity_at desc, k.id desc`, HOME_BLOCK),
    db.execute<{ id: number; nickname: string; answers: number; accepted: number }>(sql`
      select u.id, u.nickname, count(a.id)::int as answers, count(a.id) filter (where a.accepted)::int as accepted
      from bbs_experts e join users u on u.id = e.user_id
        join bbs_answers a on a.author_id = e.user_id and a.state = 'visible' and a.created_at > now() - interval '7 days'
        join knowledge k on k.id = a.post_id and k.deleted_at is null
      where e.state = 'approved'
      group by u.id, u.nickname order by answers desc, accepted desc, u.id limit ${HOME_BLOCK}`),
    db.execute<{ posts: number; answers: number; today: number }>(sql`
      select (select count(*)::int from knowledge k join bbs_posts p on p.knowledge_id = k.id where ${FORUM_POST}) as posts,
        (select count(*)::int from bbs_answers a join knowledge k on k.id = a.post_id
          where a.state = 'visible' and k.deleted_at is null) as answers,
        (select count(*)::int from knowledge k join bbs_posts p on p.knowledge_id = k.id where ${FORUM_POST}
          and k.created_at >= (date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')) as today`),
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
    likes: number;
    expert: boolean;
  }>(sql`
    select u.id, u.nickname, g.name as group_name,
      (select count(*)::int from knowledge k join bbs_posts p on p.knowledge_id = k.id
        where k.author_id = u.id and ${FORUM_POST}) as posts,
      (select count(*)::int from bbs_answers a join knowledge k on k.id = a.post_id
        where a.author_id = u.id and a.state = 'visible' and k.deleted_at is null) as answers,
      (select count(*)::int from bbs_answers a join knowledge k on k.id = a.post_id
        where a.author_id = u.id and a.accepted and k.deleted_at is null) as accepted,
      (select coalesce(sum(k.like_count), 0)::int from knowledge k join bbs_posts p on p.knowledge_id = k.id
        where k.author_id = u.id and ${FORUM_POST}) as likes,
      exists (select 1 from bbs_experts e where e.user_id = u.id and e.state = 'approved') as expert
    from users u left join groups g on g.id = u.group_id
    where u.id = ${id}`);
  const row = r.rows[0];
  if (!row) throw notFound('成员不存在');
  return {
    user: { id: row.id, nickname: row.nickname, groupName: row.group_name },
    posts: row.posts,
    answers: row.answers,
    accepted: row.accepted,
    likesReceived: row.likes,
    expert: row.expert,
  };
}
