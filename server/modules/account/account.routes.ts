import { personalData, updateUserInfo } from '@contract/account/account';
import {
  accountStory,
  centreFavourites,
  centreFavouritesMove,
  centreFavouritesRemove,
  centreStats,
  footprintRemove,
  myItems,
  mySearches,
  mySearchesRemove,
} from '@contract/account/account-centre';
import {
  accountAvatarRemove,
  accountAvatarUpload,
  accountNotifySave,
  accountReadingSave,
  accountSettings,
} from '@contract/account/account-settings';
import type { Binder } from '../../http/route';
import { removeFootprints } from '../../interaction/footprints';
import { AVATAR_ROUTE } from '../../lib/avatar-url';
import { loadUserView } from '../../lib/user-view';
import { updateOwnProfile } from './account.service';
import { removeAvatar, serveAvatar, uploadAvatar } from './avatar.service';
import { listCentreFavourites, moveCentreFavourites, removeCentreFavourites } from './favourites.service';
import { listMyItems } from './my-items.service';
import { listMySearches, removeMySearches } from './searches.service';
import { loadSettings, saveMessageGroup, saveReadingFontSize } from './settings.service';
import { loadCentreStats, loadStory } from './story.service';

/** The personal centre: the own profile, what I wrote, what I read. */
export function registerAccount(binder: Binder): void {
  binder.route(personalData, ({ deps, user }) => loadUserView(deps.db, user.id));
  binder.route(updateUserInfo, ({ deps, user, input }) => updateOwnProfile(deps.db, user.id, input));
  binder.route(myItems, ({ deps, user, input }) => listMyItems(deps.db, user, input));
  binder.route(centreFavourites, ({ deps, user, input }) => listCentreFavourites(deps.db, user, input));
  binder.route(centreFavouritesMove, ({ deps, user, input }) => moveCentreFavourites(deps.db, user, input));
  binder.route(centreFavouritesRemove, ({ deps, user, input }) => removeCentreFavourites(deps.db, user, input));
  binder.route(mySearches, ({ deps, user, input }) => listMySearches(deps.db, user, input));
  binder.route(mySearchesRemove, ({ deps, user, input }) => removeMySearches(deps.db, user, input));
  binder.route(centreStats, ({ deps, user }) => loadCentreStats(deps.db, user));
  binder.route(accountStory, ({ deps, user }) => loadStory(deps.db, user));
  binder.route(footprintRemove, ({ deps, user, input }) => removeFootprints(deps.db, user, input));
  binder.route(accountSettings, ({ deps, user }) => loadSettings(deps.db, user.id));
  binder.route(accountReadingSave, ({ deps, user, input }) => saveReadingFontSize(deps.db, user.id, input.fontSize));
  binder.route(accountNotifySave, ({ deps, user, input }) => saveMessageGroup(deps.db, user.id, input));
  binder.route(accountAvatarUpload, ({ deps, user, c }) => uploadAvatar(deps, user.id, c));
  binder.route(accountAvatarRemove, ({ deps, user }) => removeAvatar(deps, user.id));

  // Not a contract endpoint: it answers the picture's bytes to <img>, which sends no token (see serveAvatar).
  binder.app.get(AVATAR_ROUTE, (c) =>
    serveAvatar(c.var.deps, {
      userId: c.req.param('userId'),
      hash: c.req.param('hash'),
      ifNoneMatch: c.req.header('if-none-match'),
      head: c.req.method === 'HEAD',
    }),
  );
}
