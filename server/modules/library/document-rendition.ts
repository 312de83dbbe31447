import { and, eq } from 'drizzle-orm';
import { documentFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { AcceptedFile } from '../../files/documents/accept-file';
import { type AttachRendition, makeRendition, scheduleRendition } from '../../files/documents/rendition';

/** Links a rendition to a version's document_files row, unless the row's file was replaced meanwhile. */
const toVersionRow =
  (deps: Deps, rowId: number, f: AcceptedFile): AttachRendition =>
  async (renditionFileId) => {
    const linked = await deps.db
      .update(documentFiles)
      .set({ previewFileId: renditionFileId })
      .where(and(eq(documentFiles.id, rowId), eq(documentFiles.fileId, f.fileId)))
      .returning({ id: documentFiles.id });
    return linked.length > 0;
  };

/** Makes a version's PDF rendition now (tests drive the converter through it). */
export const makeDocumentRendition = (deps: Deps, rowId: number, f: AcceptedFile, binary: string) =>
  makeRendition(deps, f, binary, toVersionRow(deps, rowId, f));

/** Queues a version's PDF rendition after its upload (see `scheduleRendition`). */
export const scheduleDocumentRendition = (deps: Deps, rowId: number, f: AcceptedFile) =>
  scheduleRendition(deps, f, toVersionRow(deps, rowId, f));
