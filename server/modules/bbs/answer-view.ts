import type { AnswerView } from '@contract/bbs/bbs-answers';
import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client';
import { bbsAnswers, bbsPlateModerators, bbsPosts, bbsVotes, comments, knowledge, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { SessionUser } from '../../http/session';
import { type Page, paged } from '../../lib/paged';
import { a, k, p, u } from './forum-aliases';

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
const answerColumns = (viewer: SessionUser, manager: boolean) => {
  const bv = bbsVotes;
  const c = alias(comments, 'c');
  const m = alias(bbsPlateModerators, 'm');
  return sql`
  ${a.id}, ${a.postId}, ${a.authorId}, ${u.nickname}, ${a.content}, ${a.voteScore}, ${a.accepted}, ${a.state}, ${a.createdAt}, ${a.updatedAt},
    coalesce((select ${bv.value} from ${bv} where ${bv.userId} = ${viewer.id} and ${bv.targetType} = ${BBS_TARGETS.answer}
      and ${bv.targetId} = ${a.id}), 0)::int as my_vote,
    (select count(*)::int from ${comments} ${c} where ${c.answerId} = ${a.id} and ${c.deletedAt} is null) as comment_count,
    ${k.title} as post_title,
    (${manager} or exists (select 1 from ${bbsPlateModerators} ${m} where ${m.plateId} = ${p.plateId} and ${m.userId} = ${viewer.id})) as moderator`;
};

/** Aliases: a answer, u its author (a not-null key: the left join drops nothing, and counts skip it), k and p its post. */
const ANSWER_FROM = sql`${bbsAnswers} ${a} left join ${users} ${u} on ${u.id} = ${a.authorId}
    join ${knowledge} ${k} on ${k.id} = ${a.postId} join ${bbsPosts} ${p} on ${p.knowledgeId} = ${a.postId}`;

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
  const ba = bbsAnswers;
  await conn.execute(sql`
    update ${bbsPosts} set ${bare(bbsPosts.answerCount)} = (select count(*)::int from ${ba} where ${ba.postId} = ${postId} and ${ba.state} = 'visible')
      ${activity ? sql`, ${bare(bbsPosts.lastActivityAt)} = now()` : sql``}
    where ${bbsPosts.knowledgeId} = ${postId}`);
}
