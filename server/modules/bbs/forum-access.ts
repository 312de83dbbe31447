import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { bbsPosts, knowledge } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { k, p } from './forum-aliases';
import { moderatedPlateIds } from './moderators';

/** The forum's domain id (posts are knowledge items of it, decision 033). */
export const FORUM = DOMAIN_IDS.bbs;

/** A forum manager: every plate's moderator, experts, topics, words. */
export const isForumManager = (user: SessionUser) => user.isAdmin || user.permissions.has('ROLE_BBS_MANAGE');

/** The post's row as the forum's rules need it. */
export type PostRow = {
  id: number;
  author_id: number;
  title: string;
  kind: string;
  plate_id: number;
  state: string;
  accepted_answer_id: number | null;
  published: boolean;
};

export const postNotFound = () => notFound('帖子不存在或无权查看');

/**
 * Whether the user moderates the plate, or one above it, or manages the
 * forum: the moderation queues' rule (`moderatedPlateIds`), and the one the
 * knowledge engine applies to held and hidden posts on the shared paths.
 */
export async function moderates(conn: Conn, user: SessionUser, plateId: number): Promise<boolean> {
  if (isForumManager(user)) return true;
  const plates = await moderatedPlateIds(conn, user);
  return plates === null || plates.includes(plateId);
}

/**
 * A live post the user may open: visible and published for every reader;
 * held, hidden or never published (a draft) only for its author and the
 * plate's moderators. Anything else is the same 404 as a missing post.
 * `lock` serialises writes on one post (answers, accepts, votes).
 */
export async function openPost(conn: Conn, user: SessionUser, id: number, lock = false): Promise<PostRow> {
  const r = await conn.execute<PostRow>(sql`
    select ${k.id}, ${k.authorId}, ${k.title}, ${p.kind}, ${p.plateId}, ${p.state}, ${p.acceptedAnswerId},
      ${k.publishedVersion} is not null as published
    from ${knowledge} ${k} join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}
    where ${k.id} = ${id} and ${k.domainId} = ${FORUM} and ${k.deletedAt} is null
    ${lock ? sql`for update of ${p}` : sql``}`);
  const row = r.rows[0];
  if (!row) throw postNotFound();
  if (row.author_id === user.id) return row;
  if (row.state === 'visible' && row.published) return row;
  if (row.published && (await moderates(conn, user, row.plate_id))) return row;
  throw postNotFound();
}

/** Whether others see the post (answers, votes, search): visible and published. */
export const isOpenToAll = (p: PostRow) => p.state === 'visible' && p.published;
