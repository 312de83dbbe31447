import { TITLE_MAX } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { readerOf } from '../../access/reader';
import { documentFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { type BlobStore, BlobTooLargeError } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { type AcceptedFile, acceptStoredFile, discardFile } from '../../files/documents/accept-file';
import type { DocumentKind } from '../../files/documents/document-type';
import type { ExtractStatus } from '../../files/documents/extract-text';
import { documentSummary } from '../../files/documents/summary';
import { tooLargeMessage } from '../../files/upload-limit';
import { ApiError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { NO_FACTS, saveFacts } from './document-meta';
import { kickDocumentRenditions, wantsRendition } from './document-rendition';

const LIBRARY = DOMAIN_IDS.library;

export interface CreatedDocument {
  id: number;
  version: number;
  status: 'draft';
  kind: DocumentKind;
  textStatus: ExtractStatus;
}

export interface DocumentInput {
  labelIds?: number[];
  groupId?: number | null;
  question?: string | null;
  chronicle?: { region: string; year: number } | null;
}

const titleOf = (name: string) => [...name.replace(/\.[^.]*$/, '').trim()].slice(0, TITLE_MAX).join('') || '未命名文档';

/** The document_files columns of an accepted file. */
export const fileColumns = (f: AcceptedFile) => ({
  fileId: f.fileId,
  kind: f.type.kind,
  pageCount: f.extraction.pageCount,
  extractedText: f.extraction.text,
  extractStatus: f.extraction.status,
  extractError: f.extraction.error,
  previewFileId: null,
  // Marked with the row, so the rendition of an acknowledged upload is never lost (document-rendition.ts).
  renditionPending: wantsRendition(f.type.kind),
  renditionAttempts: 0,
});

/** Stores bytes under the upload size limit; larger ones are refused with the upload's 413. */
export async function putLimited(store: BlobStore, deps: Deps, data: Parameters<BlobStore['put']>[0]) {
  try {
    return await store.put(data, { maxBytes: deps.config.uploadMaxBytes });
  } catch (err) {
    if (err instanceof BlobTooLargeError) throw new ApiError(413, tooLargeMessage(deps.config.uploadMaxBytes));
    throw err;
  }
}

/**
 * A new draft document (the library domain) from a file already streamed into the blob
 * store: checked and extracted, then the draft, its file row and its facts
 * in one transaction. Anything refused leaves neither bytes nor rows.
 */
export async function createDocumentFromBlob(
  deps: Deps,
  user: SessionUser,
  stored: { blob: Awaited<ReturnType<BlobStore['put']>>; name: string },
  input: DocumentInput,
): Promise<CreatedDocument> {
  const accepted = await acceptStoredFile(deps, user.id, stored.blob, stored.name);
  const reader = readerOf(user);
  try {
    const saved = await deps.db.transaction(async (tx) => {
      // saveDraft runs its own transaction; inside ours it becomes a savepoint, so draft, file and facts commit together.
      const draft = await saveDraft(tx, reader, LIBRARY, {
        title: titleOf(accepted.name),
        content: '',
        summary: documentSummary(accepted.extraction.text, accepted.type.kind),
        labelIds: input.labelIds ?? [],
        groupId: input.groupId ?? null,
        fields: [],
        visibility: { scope: 'all', groupIds: [], userIds: [] },
        coverFileId: null,
      });
      const [row] = await tx
        .insert(documentFiles)
        .values({ knowledgeId: draft.id, version: draft.version, ...fileColumns(accepted) })
        .returning({ id: documentFiles.id });
      const chronicle = input.chronicle ?? null;
      await saveFacts(tx, draft.id, {
        ...NO_FACTS,
        question: input.question ?? null,
        isChronicle: chronicle !== null,
        region: chronicle?.region ?? null,
        year: chronicle?.year ?? null,
      });
      await recordEvent(tx, {
        action: 'upload',
        ...actor(user),
        subject: { type: LIBRARY, id: draft.id },
        objectId: accepted.fileId,
        detail: { version: draft.version, kind: accepted.type.kind },
      });
      return { ...draft, rowId: row.id };
    });
    kickDocumentRenditions(deps);
    return {
      id: saved.id,
      version: saved.version,
      status: 'draft',
      kind: accepted.type.kind,
      textStatus: accepted.extraction.status,
    };
  } catch (err) {
    await discardFile(deps, accepted.blob.key, accepted.fileId);
    throw err;
  }
}

/**
 * Creates a draft document from bytes in memory, exactly as an upload does
 * (the demo seed uses it; it then submits and publishes through the engine).
 */
export async function createDocumentFromBytes(
  deps: Deps,
  user: SessionUser,
  input: DocumentInput & { bytes: Uint8Array; name: string },
): Promise<CreatedDocument> {
  const store = blobStoreFor(deps);
  const blob = await putLimited(store, deps, input.bytes);
  return createDocumentFromBlob(deps, user, { blob, name: input.name }, input);
}
