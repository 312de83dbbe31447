import {
  libraryDetail,
  libraryFileUrl,
  libraryList,
  libraryRemove,
  librarySave,
  librarySubmit,
  libraryUpload,
  libraryVersions,
  libraryWithdraw,
} from '../../../contract/library';
import type { Binder } from '../../http/route';
import { readerOf } from '../../knowledge/access';
import { listKnowledge } from '../../knowledge/list-query';
import { removeItem } from '../../knowledge/recycle';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval, withdrawSubmission } from '../../knowledge/submit';
import { listVersions } from '../../knowledge/versions';
import { documentDetailOf, documentFileUrl } from './library-detail.service';
import { readUploadForm, uploadDocument } from './library-upload.service';
import { uploadLimit } from './upload-limit';

const LIBRARY = 2;

/**
 * Documents (domain 2): the shared knowledge engine plus the file of each
 * version. The configured size limit runs before the contract's ceiling.
 */
export function registerLibrary(binder: Binder): void {
  binder.app.use(libraryUpload.path, uploadLimit());
  binder.route(libraryUpload, async ({ deps, user, c }) => uploadDocument(deps, user, await readUploadForm(c)));
  binder.route(libraryList, async ({ deps, user, input }) =>
    listKnowledge(deps.db, await readerOf(deps.db, user), LIBRARY, input),
  );
  binder.route(libraryDetail, async ({ deps, user, params, input }) =>
    documentDetailOf(deps.db, await readerOf(deps.db, user), params.id, input.version),
  );
  binder.route(libraryFileUrl, async ({ deps, user, params, input }) =>
    documentFileUrl(deps.db, await readerOf(deps.db, user), params.id, input.version),
  );
  // Every document is created by an upload, so a save always names an existing one.
  binder.route(librarySave, async ({ deps, user, input }) => saveDraft(deps.db, await readerOf(deps.db, user), LIBRARY, input));
  binder.route(librarySubmit, async ({ deps, user, params }) =>
    submitForApproval(deps.db, await readerOf(deps.db, user), LIBRARY, params.id),
  );
  binder.route(libraryWithdraw, async ({ deps, user, params }) =>
    withdrawSubmission(deps.db, await readerOf(deps.db, user), LIBRARY, params.id),
  );
  binder.route(libraryVersions, async ({ deps, user, params }) =>
    listVersions(deps.db, await readerOf(deps.db, user), LIBRARY, params.id),
  );
  binder.route(libraryRemove, async ({ deps, user, params }) => {
    await removeItem(deps.db, await readerOf(deps.db, user), LIBRARY, params.id);
    return null;
  });
}
