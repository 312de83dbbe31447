import type { commentItem, commentThread } from '@contract/knowledge/interaction';
import type { SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/session';
import { intArray } from '../lib/int-array';
import { paged } from '../lib/paged';
import { answerOfSubject } from './answer-part';
import { subjectAccess } from './subject';

type CommentItem = z.input<typeof commentItem>;
type CommentThread = z.input<typeof commentThread>;

/** What a removed comment that still carries replies shows instead of its text. */
export const DELETED_TEXT = '该评论已删除';

type CommentRow = {
  id: number;
  parent_id: number | null;
  root_id: number;
  user_id: number;
  nickname: string;
  content: string;
  like_count: number;
  created_at: Date | string;
  deleted: boolean;
  reply_user_id: number | null;
  reply_nickname: string | null;
  liked: boolean;
};

/**
 * Every comment of a subject belongs to the thread of its top-level comment
 * (replies point at the comment they answer, so the root is found by walking
 * up). A thread is listed while any comment in it is still live.
 */
const threadsOf = (subjectId: number, answerId: number | null) => sql`
  with recursive tree as (
    select c.id, c.id as root_id from comments c where c.knowledge_id = ${subjectId} and c.parent_id is null
      and c.answer_id is not distinct from ${answerId}::int
    union
    select c.id, t.root_id from comments c join tree t on c.parent_id = t.id
  ), live_roots as (
    select distinct t.root_id from tree t join comments d on d.id = t.id where d.deleted_at is null
  )`;

/**
 * The page (of `size` threads, newest first) holding comment `commentId` of
 * subject `subjectId`, or null when that comment was removed or is not one of
 * the subject's. A reply is on the page of its thread's top-level comment.
 */
async function pageOfComment(
  db: Db,
  subjectId: number,
  answerId: number | null,
  commentId: number,
  size: number,
): Promise<number | null> {
  const root = await db.execute<{ id: number }>(sql`
    with recursive up as (
      select c.id, c.parent_id, 0 as depth from comments c
      where c.id = ${commentId} and c.knowledge_id = ${subjectId} and c.deleted_at is null
        and c.answer_id is not distinct from ${answerId}::int
      union all
      select p.id, p.parent_id, up.depth + 1 from comments p join up on p.id = up.parent_id where up.depth < 10000
    )
    select id from up where parent_id is null`);
  const rootId = root.rows[0]?.id;
  if (rootId === undefined) return null;
  const r = await db.execute<{ before: number }>(sql`${threadsOf(subjectId, answerId)}
    select count(*)::int as before from live_roots l join comments c on c.id = l.root_id, comments me
    where me.id = ${rootId} and (c.created_at, c.id) > (me.created_at, me.id)`);
  return Math.floor((r.rows[0]?.before ?? 0) / size) + 1;
}

/**
 * Top-level comments newest first, each with its replies oldest first. With
 * `aroundId` (a comment message's link), the page holding that comment is
 * answered instead of `page`, and `around` says whether it was found there
 * or has been removed.
 */
export async function listComments(
  db: Db,
  user: SessionUser,
  input: { subject: SubjectRef; page: number; size: number; aroundId?: number; answerId?: number },
): Promise<{ total: number; page: number; around: 'found' | 'deleted' | null; list: CommentThread[] }> {
  const subject = await subjectAccess(db, readerOf(user), input.subject, 'comments');
  const { id } = subject;
  // Without `answerId` the subject's own comments; with it, those on that answer of the subject (decision 033).
  const answerId = input.answerId ?? null;
  if (answerId !== null) await answerOfSubject(db, subject, answerId);
  const located = input.aroundId === undefined ? undefined : await pageOfComment(db, id, answerId, input.aroundId, input.size);
  const around = located === undefined ? null : located === null ? 'deleted' : 'found';
  const pageNo = located ?? input.page;
  const page = await paged<{ id: number }>(db, {
    with: threadsOf(id, answerId),
    from: sql`live_roots r join comments c on c.id = r.root_id`,
    order: sql`c.created_at desc, c.id desc`,
    columns: sql`c.id`,
    page: pageNo,
    size: input.size,
  });
  const rootIds = page.list.map((r) => r.id);
  if (rootIds.length === 0) return { total: page.total, page: pageNo, around, list: [] };
  const rows = await db.execute<CommentRow>(sql`
    with recursive thread as (
      select c.id, c.id as root_id from comments c where c.id = any(${intArray(rootIds)})
      union
      select c.id, t.root_id from comments c join thread t on c.parent_id = t.id
    )
    select c.id, c.parent_id, t.root_id, c.user_id, u.nickname, c.content, c.like_count, c.created_at,
      c.deleted_at is not null as deleted, p.user_id as reply_user_id, pu.nickname as reply_nickname,
      exists (select 1 from likes l where l.user_id = ${user.id} and l.target_type = 'comment' and l.target_id = c.id) as liked
    from thread t join comments c on c.id = t.id join users u on u.id = c.user_id
      left join comments p on p.id = c.parent_id left join users pu on pu.id = p.user_id
    order by c.created_at, c.id`);
  const shown = withLiveDescendants(rows.rows);
  const byRoot = new Map<number, CommentItem[]>();
  for (const r of rows.rows) {
    if (r.id === r.root_id || !shown.has(r.id)) continue;
    byRoot.set(r.root_id, [...(byRoot.get(r.root_id) ?? []), toItem(r, user)]);
  }
  const roots = new Map(rows.rows.filter((r) => r.id === r.root_id).map((r) => [r.id, r]));
  const list = rootIds.flatMap((id) => {
    const root = roots.get(id);
    return root ? [{ ...toItem(root, user), replies: byRoot.get(id) ?? [] }] : [];
  });
  return { total: page.total, page: pageNo, around, list };
}

/** Ids of the comments to show: live ones, and removed ones some live reply still hangs from. */
function withLiveDescendants(rows: CommentRow[]): Set<number> {
  const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
  const shown = new Set<number>();
  for (const r of rows) {
    if (r.deleted) continue;
    let id: number | null | undefined = r.id;
    for (let i = 0; id != null && !shown.has(id) && i < 10_000; i++) {
      shown.add(id);
      id = parent.get(id);
    }
  }
  return shown;
}

export function toItem(r: Omit<CommentRow, 'root_id'>, user: SessionUser): CommentItem {
  return {
    id: r.id,
    parentId: r.parent_id,
    user: { id: r.user_id, nickname: r.nickname },
    content: r.deleted ? DELETED_TEXT : r.content,
    likeCount: r.like_count,
    liked: r.liked,
    canDelete: !r.deleted && (r.user_id === user.id || user.isAdmin),
    createdAt: new Date(r.created_at).toISOString(),
    replyTo: r.parent_id !== null && r.reply_user_id !== null ? { id: r.reply_user_id, nickname: r.reply_nickname ?? '' } : null,
  };
}
