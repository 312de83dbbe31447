import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { removeItem } from '../../knowledge/recycle';
import { FORUM, moderates, openPost } from './forum-access';

/**
 * Moves a post to the recycle bin through the knowledge engine (its answers,
 * votes and comments stay for a restore; the search row goes). The author,
 * the plate's moderators and forum managers may.
 */
export async function deletePost(db: Db, user: SessionUser, id: number): Promise<null> {
  const post = await openPost(db, user, id);
  const mine = post.author_id === user.id;
  if (!mine && !(await moderates(db, user, post.plate_id))) throw forbidden('只有作者、版主或论坛管理员可以删除帖子');
  // A moderator removes under the engine's manager rule (author or admin) for this one item only.
  const reader = readerOf(user);
  await removeItem(db, mine ? reader : { ...reader, isAdmin: true }, FORUM, id);
  return null;
}
