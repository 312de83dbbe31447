import {
  LIBRARY_FILE_PATH,
  libraryDetail,
  libraryFileUrl,
  libraryList,
  libraryMeta,
  librarySave,
  libraryUpload,
} from '@contract/library/library';
import {
  libraryCompare,
  libraryRemove,
  libraryRollback,
  librarySubmit,
  libraryUploadVersion,
  libraryVersions,
  libraryWithdraw,
} from '@contract/library/library-versions';
import { LIBRARY_PAGE_PATH, libraryChronicles, libraryHome, libraryPreview } from '@contract/library/library-views';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { readerOf } from '../../access/reader';
import { libreOffice } from '../../files/documents/libreoffice';
import { uploadLimit } from '../../files/upload-limit';
import type { Binder } from '../../http/route';
import { listKnowledge } from '../../knowledge/list-query';
import { removeItem } from '../../knowledge/recycle';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval, withdrawSubmission } from '../../knowledge/submit';
import { chronicles, libraryHome as homeOf } from './collections.service';
import { withDownloads } from './document-meta';
import { documentVersions, rollbackDocument } from './document-versions';
import { compareVersions, documentFileUrl } from './document-view.service';
import { serveDownload } from './file-download';
import { documentDetailOf } from './library-detail.service';
import { uploadDocument } from './library-upload.service';
import { updateFacts } from './meta.service';
import { servePage } from './page.service';
import { documentPreview } from './preview.service';
import { uploadVersion } from './upload-version.service';

const LIBRARY = DOMAIN_IDS.library;

/**
 * Documents (the library domain): the shared knowledge engine plus the file of each
 * version. The configured size limit runs before the contract's ceiling.
 */
export function registerLibrary(binder: Binder): void {
  // Detected once at start; the system information shows whether Office files get PDF renditions.
  libreOffice();
  binder.app.use(libraryUpload.path, uploadLimit());
  binder.app.use(libraryUploadVersion.path, uploadLimit());
  binder.route(libraryUpload, async ({ deps, user, c }) => uploadDocument(deps, user, c));
  binder.route(libraryUploadVersion, async ({ deps, user, c, params, input }) =>
    uploadVersion(deps, user, c, params.id, input.baseVersion),
  );
  binder.route(libraryList, async ({ deps, user, input }) => {
    const page = await listKnowledge(deps.db, readerOf(user), LIBRARY, input);
    return { total: page.total, list: await withDownloads(deps.db, page.list) };
  });
  binder.route(libraryDetail, async ({ deps, user, params, input }) =>
    documentDetailOf(deps.db, user, readerOf(user), params.id, input.version),
  );
  binder.route(libraryFileUrl, async ({ deps, user, params, input }) =>
    documentFileUrl(deps.db, user, readerOf(user), params.id, input),
  );
  // Not a contract endpoint: it answers the file's bytes (Range, attachment), not the JSON envelope.
  binder.app.get(LIBRARY_FILE_PATH, (c) => serveDownload(c));
  // Not a contract endpoint either: a rendered page (PNG) for the flipbook, authorised by its signed URL.
  binder.app.get(LIBRARY_PAGE_PATH, (c) => servePage(c));
  binder.route(libraryPreview, async ({ deps, user, params, input }) =>
    documentPreview(deps, readerOf(user), params.id, input.version),
  );
  binder.route(libraryCompare, async ({ deps, user, params, input }) =>
    compareVersions(deps.db, readerOf(user), params.id, input.from, input.to),
  );
  // Every document is created by an upload, so a save always names an existing one.
  binder.route(librarySave, async ({ deps, user, input }) => saveDraft(deps.db, readerOf(user), LIBRARY, input));
  binder.route(libraryMeta, async ({ deps, user, input }) => {
    const { id, ...facts } = input;
    return updateFacts(deps.db, readerOf(user), id, facts);
  });
  binder.route(librarySubmit, async ({ deps, user, params }) => submitForApproval(deps.db, readerOf(user), LIBRARY, params.id));
  binder.route(libraryWithdraw, async ({ deps, user, params }) =>
    withdrawSubmission(deps.db, readerOf(user), LIBRARY, params.id),
  );
  binder.route(libraryVersions, async ({ deps, user, params }) => documentVersions(deps.db, readerOf(user), params.id));
  binder.route(libraryRollback, async ({ deps, user, input }) =>
    rollbackDocument(deps.db, readerOf(user), input.id, input.version),
  );
  binder.route(libraryRemove, async ({ deps, user, params }) => {
    await removeItem(deps.db, readerOf(user), LIBRARY, params.id);
    return null;
  });
  binder.route(libraryHome, async ({ deps, user }) => homeOf(deps.db, readerOf(user)));
  binder.route(libraryChronicles, async ({ deps, user, input }) => chronicles(deps.db, readerOf(user), input));
}
