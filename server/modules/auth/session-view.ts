import type { SessionAbilities, SessionUserView } from '../../../contract/users';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { seesEveryStatus } from '../../knowledge/access';
import { loadUserView } from '../../lib/user-view';

/**
 * What the caller may do, from the same reader the access rules use, so the
 * SPA shows exactly what the server will allow.
 */
export function abilitiesOf(user: SessionUser): SessionAbilities {
  const reader = readerOf(user);
  return {
    admin: reader.isAdmin,
    approve: reader.isApprover,
    write: reader.canWrite,
    comment: user.permissions.has('ROLE_KNOWLEDGE_COMMENT'),
    reviewAll: seesEveryStatus(reader),
  };
}

/** The signed-in user with his abilities (contract `sessionUserView`): what `me` and a sign-in answer. */
export async function loadSessionView(db: Db, user: SessionUser): Promise<SessionUserView> {
  return { ...(await loadUserView(db, user.id)), abilities: abilitiesOf(user), mustChangePassword: user.mustChangePassword };
}
