import {
  commentAdd,
  commentList,
  commentRemove,
  favoriteAdd,
  favoriteFolderDelete,
  favoriteFolderSave,
  favoriteFolders,
  favoriteList,
  favoriteRemove,
  footprintList,
  likeToggle,
  shareSend,
  userSearch,
} from '../../../contract/interaction';
import type { Binder } from '../../http/route';
import { addComment, removeComment } from './comment.service';
import { listComments } from './comment-list.service';
import { addFavourite, listFavourites, removeFavourite } from './favorite.service';
import { deleteFolder, listFolders, saveFolder } from './folder.service';
import { listFootprints } from './footprint.service';
import { toggleLike } from './like.service';
import { shareItem } from './share.service';
import { searchUsers } from './user-search.service';

/**
 * What readers do with knowledge items: comments, likes, favourites,
 * footprints, sharing. Every call first checks the caller may read the item.
 */
export function registerInteraction(binder: Binder): void {
  binder.route(commentList, ({ deps, user, input }) => listComments(deps.db, user, input));
  binder.route(commentAdd, ({ deps, user, input }) => addComment(deps.db, user, input));
  binder.route(commentRemove, ({ deps, user, params }) => removeComment(deps.db, user, params.id));
  binder.route(likeToggle, ({ deps, user, input }) => toggleLike(deps.db, user, input));
  binder.route(favoriteFolders, ({ deps, user }) => listFolders(deps.db, user));
  binder.route(favoriteFolderSave, ({ deps, user, input }) => saveFolder(deps.db, user, input));
  binder.route(favoriteFolderDelete, ({ deps, user, params }) => deleteFolder(deps.db, user, params.id));
  binder.route(favoriteAdd, ({ deps, user, input }) => addFavourite(deps.db, user, input));
  binder.route(favoriteRemove, ({ deps, user, input }) => removeFavourite(deps.db, user, input.knowledgeId));
  binder.route(favoriteList, ({ deps, user, input }) => listFavourites(deps.db, user, input));
  binder.route(footprintList, ({ deps, user, input }) => listFootprints(deps.db, user, input));
  binder.route(shareSend, ({ deps, user, input }) => shareItem(deps.db, user, input));
  binder.route(userSearch, ({ deps, user, input }) => searchUsers(deps.db, user, input));
}
