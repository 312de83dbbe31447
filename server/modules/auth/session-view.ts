import type { SessionAbilities, SessionUserView } from '@contract/auth/users';
import { readerOf } from '../../access/reader';
import type { Conn, Db } from '../../db/client';
import { moderatedByUser } from '../../domains/providers';
import type { SessionUser } from '../../http/session';
import { seesEveryStatus } from '../../knowledge/access';
import { loadUserView } from '../../lib/user-view';

/**
 * What the caller may do, from the same reader the access rules use, so the
 * SPA shows exactly what the server will allow; what he moderates comes from
 * the domains that have moderators (the forum's plates, through its provider).
 */
export async function abilitiesOf(conn: Pick<Conn, 'execute'>, user: SessionUser): Promise<SessionAbilities> {
  const reader = readerOf(user);
  return {
    admin: reader.isAdmin,
    approve: reader.isApprover,
    write: reader.canWrite,
    comment: user.permissions.has('ROLE_KNOWLEDGE_COMMENT'),
    reviewAll: seesEveryStatus(reader),
    moderates: await moderatedByUser(conn, user.id),
  };
}

/** The signed-in user with his abilities (contract `sessionUserView`): what `me` and a sign-in answer. */
export async function loadSessionView(db: Db, user: SessionUser): Promise<SessionUserView> {
  const [view, abilities] = await Promise.all([loadUserView(db, user.id), abilitiesOf(db, user)]);
  return { ...view, abilities, mustChangePassword: user.mustChangePassword };
}
