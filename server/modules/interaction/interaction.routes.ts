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
} from '@contract/knowledge/interaction';
import type { Binder } from '../../http/route';
import { listComments } from '../../interaction/comment-list';
import { addComment, removeComment } from '../../interaction/comments';
import { addFavourite, listFavourites, removeFavourite } from '../../interaction/favourites';
import { deleteFolder, listFolders, saveFolder } from '../../interaction/folders';
import { listFootprints } from '../../interaction/footprints';
import { toggleLike } from '../../interaction/likes';
import { shareItem } from '../../interaction/shares';
import { subjectOfItem } from '../../interaction/subject';
import { searchUsers } from '../../interaction/user-search';

/**
 * What readers do with knowledge items: comments, likes, favourites,
 * footprints, sharing — bound to the interaction engine. The contract names
 * a subject by its knowledge id; `subjectOfItem` turns that into the
 * engine's subject, whose access check comes first in every call.
 */
export function registerInteraction(binder: Binder): void {
  binder.route(commentList, async ({ deps, user, input: { knowledgeId, ...rest } }) =>
    listComments(deps.db, user, { ...rest, subject: await subjectOfItem(deps.db, knowledgeId) }),
  );
  binder.route(commentAdd, async ({ deps, user, input: { knowledgeId, ...rest } }) =>
    addComment(deps.db, user, { ...rest, subject: await subjectOfItem(deps.db, knowledgeId) }),
  );
  binder.route(commentRemove, ({ deps, user, params }) => removeComment(deps.db, user, params.id));
  binder.route(likeToggle, async ({ deps, user, input }) =>
    toggleLike(
      deps.db,
      user,
      input.targetType === 'comment' ? { commentId: input.targetId } : { subject: await subjectOfItem(deps.db, input.targetId) },
    ),
  );
  binder.route(favoriteFolders, ({ deps, user }) => listFolders(deps.db, user));
  binder.route(favoriteFolderSave, ({ deps, user, input }) => saveFolder(deps.db, user, input));
  binder.route(favoriteFolderDelete, ({ deps, user, params }) => deleteFolder(deps.db, user, params.id));
  binder.route(favoriteAdd, async ({ deps, user, input: { knowledgeId, ...rest } }) =>
    addFavourite(deps.db, user, { ...rest, subject: await subjectOfItem(deps.db, knowledgeId) }),
  );
  binder.route(favoriteRemove, async ({ deps, user, input }) =>
    removeFavourite(deps.db, user, await subjectOfItem(deps.db, input.knowledgeId)),
  );
  binder.route(favoriteList, ({ deps, user, input }) => listFavourites(deps.db, user, input));
  binder.route(footprintList, ({ deps, user, input }) => listFootprints(deps.db, user, input));
  binder.route(shareSend, async ({ deps, user, input: { knowledgeId, ...rest } }) =>
    shareItem(deps.db, user, { ...rest, subject: await subjectOfItem(deps.db, knowledgeId) }),
  );
  binder.route(userSearch, ({ deps, user, input }) => searchUsers(deps.db, user, input));
}
