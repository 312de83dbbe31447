import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { blobReader } from '../blob-reader';
import type { StoredBlob } from '../blob-store';
import { blobStoreFor } from '../blob-store-factory';
import { sanitizeFileName } from '../file-name';
import { type DetectedType, DocumentTypeError, detectDocumentType } from './document-type';
import type { Extraction } from './extract-text';
import { extractStored } from './extraction';

export interface AcceptedFile {
  fileId: number;
  ownerId: number;
  blob: StoredBlob;
  type: DetectedType;
  /** The original name, sanitised: metadata only. */
  name: string;
  extraction: Extraction;
}

/** Removes a file row (when made) and its bytes: an upload that was refused leaves nothing behind. */
export async function discardFile(deps: Deps, blobKey: string, fileId: number | null): Promise<void> {
  if (fileId !== null) await deps.db.delete(files).where(eq(files.id, fileId));
  await blobStoreFor(deps).delete(blobKey);
}

/** A stored file whose type was checked by content, with its files row. */
export interface RecordedFile {
  fileId: number;
  type: DetectedType;
  /** The original name, sanitised: metadata only. */
  name: string;
}

/**
 * Checks a file that was streamed into the blob store by content (the first
 * bytes, the ZIP directory of Office files), keeps the original name as
 * metadata and adds its files row. A refused file is deleted before the
 * refusal is thrown. Documents and notice attachments share it.
 */
export async function recordStoredFile(deps: Deps, ownerId: number, blob: StoredBlob, rawName: string): Promise<RecordedFile> {
  const store = blobStoreFor(deps);
  try {
    if (blob.size === 0) throw badRequest('文件为空，请选择有内容的文件');
    const cleanName = sanitizeFileName(rawName);
    let type: DetectedType;
    try {
      type = await detectDocumentType({ size: blob.size, read: blobReader(store, blob.key) }, cleanName);
    } catch (err) {
      if (err instanceof DocumentTypeError) throw badRequest(err.message);
      throw err;
    }
    const name = cleanName || `文档.${type.ext}`;
    const [row] = await deps.db
      .insert(files)
      .values({ storageKey: blob.key, originalName: name, mime: type.mime, size: blob.size, sha256: blob.sha256, ownerId })
      .returning({ id: files.id });
    return { fileId: row.id, type, name };
  } catch (err) {
    await discardFile(deps, blob.key, null);
    throw err;
  }
}

/**
 * A document's file: recorded as above, then its text extracted under the
 * worker's limits. A file whose extraction fails is deleted, row and bytes.
 */
export async function acceptStoredFile(deps: Deps, ownerId: number, blob: StoredBlob, rawName: string): Promise<AcceptedFile> {
  const recorded = await recordStoredFile(deps, ownerId, blob, rawName);
  try {
    const extraction = await extractStored(blobStoreFor(deps), blob, recorded.type.kind, {
      timeoutMs: deps.config.extractTimeoutMs,
    });
    return { ...recorded, ownerId, blob, extraction };
  } catch (err) {
    await discardFile(deps, blob.key, recorded.fileId);
    throw err;
  }
}
