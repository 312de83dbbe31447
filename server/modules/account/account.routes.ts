import { personalData, updateUserInfo } from '../../../contract/account';
import type { Binder } from '../../http/route';
import { loadUserView } from '../../lib/user-view';
import { updateOwnProfile } from './account.service';

/** The personal centre's own profile: read it and complete it. */
export function registerAccount(binder: Binder): void {
  binder.route(personalData, ({ deps, user }) => loadUserView(deps.db, user.id));
  binder.route(updateUserInfo, ({ deps, user, input }) => updateOwnProfile(deps.db, user.id, input));
}
