import { type SQL, sql } from 'drizzle-orm';
import type { AnswerView } from '../../../contract/bbs-answers';
import { BBS_TARGETS } from '../../../contract/bbs-posts';
import type { Conn } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { type Page, paged } from '../../lib/paged';

export type AnswerRow = {
  id: number;
  post_id: number;
  author_id: number;
  nickname: string;
  content: string;
  vote_score: number;
  my_vote: number;
  accepted: boolean;
  state: AnswerView['state'];
  comment_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  post_title: string;
  moderator: boolean;
};

/** Columns of AnswerRow over `ANSWER_FROM`, as `viewer` sees them. */
const answerColumns = (viewer: SessionUser, manager: boolean) => sql`
  a.id, a.post_id, a.author_id, u.nickname, a.content, a.vote_score, a.accepted, a.state, a.created_at, a.updated_at,
    coalesce((select value from bbs_votes where user_id = ${viewer.id} and target_type = ${BBS_TARGETS.answer}
      and target_id = a.id), 0)::int as my_vote,
    (select count(*)::int from comments c where c.answer_id = a.id and c.deleted_at is null) as comment_count,
    k.title as post_title,
    (${manager} or exists (select 1 from bbs_plate_moderators m where m.plate_id = p.plate_id and m.user_id = ${viewer.id})) as moderator`;

/** Aliases: a answer, u its author (a not-null key: the left join drops nothing, and counts skip it), k and p its post. */
const ANSWER_FROM = sql`bbs_answers a left join users u on u.id = a.author_id
    join knowledge k on k.id = a.post_id join bbs_posts p on p.knowledge_id = a.post_id`;

/** Answers (alias a) with what the view needs, as `viewer` sees them. */
export const answerSelect = (viewer: SessionUser, manager: boolean) =>
  sql`select ${answerColumns(viewer, manager)} from ${ANSWER_FROM}`;

export function toAnswerView(r: AnswerRow, viewer: SessionUser): AnswerView {
  const mine = r.author_id === viewer.id;
  return {
    id: r.id,
    postId: r.post_id,
    author: { id: r.author_id, nickname: r.nickname },
    content: r.content,
    voteScore: r.vote_score,
    myVote: r.my_vote,
    accepted: r.accepted,
    state: r.state,
    commentCount: r.comment_count,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    abilities: { canEdit: mine, canDelete: mine || r.moderator, canModerate: r.moderator },
  };
}

export async function answerRows(conn: Conn, viewer: SessionUser, manager: boolean, where: SQL, tail: SQL = sql``) {
  const r = await conn.execute<AnswerRow>(sql`${answerSelect(viewer, manager)} where ${where} ${tail}`);
  return r.rows;
}

/** One page of the answers matching `where`, in `order`, as `viewer` sees them, with their total. */
export function answerPage(
  conn: Conn,
  viewer: SessionUser,
  manager: boolean,
  q: { where: SQL; order: SQL; page: number; size: number },
): Promise<Page<AnswerRow>> {
  return paged<AnswerRow>(conn, { ...q, from: ANSWER_FROM, columns: answerColumns(viewer, manager) });
}

/** Recounts a post's visible answers and marks its activity (after an answer is added, edited or removed). */
export async function touchAnswers(conn: Conn, postId: number, activity: boolean): Promise<void> {
  await conn.execute(sql`
    update bbs_posts set answer_count = (select count(*)::int from bbs_answers where post_id = ${postId} and state = 'visible')
      ${activity ? sql`, last_activity_at = now()` : sql``}
    where knowledge_id = ${postId}`);
}
