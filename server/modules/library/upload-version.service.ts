import { DOMAIN_IDS } from '@contract/platform/domains';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { readerOf } from '../../access/reader';
import type { Conn } from '../../db/client';
import { documentFiles } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { blobStoreFor } from '../../files/blob-store-factory';
import { acceptStoredFile, discardFile } from '../../files/documents/accept-file';
import { documentSummary } from '../../files/documents/summary';
import { receiveUpload } from '../../files/receive-upload';
import { conflict, forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { sweepFiles } from '../../knowledge/file-sweep';
import { isManager, newestVersion, readableItem } from '../../knowledge/item';
import { saveDraft } from '../../knowledge/save';
import { fileColumns } from './create-document';
import { kickDocumentRenditions } from './document-rendition';

const LIBRARY = DOMAIN_IDS.library;

/**
 * The summary of the new version: derived from the new file when the old one
 * was derived from the old file (by today's rule or by the raw first 200
 * characters older versions stored), so a replaced file does not keep a
 * summary of another text; a summary a person wrote is kept.
 */
async function summaryAfter(tx: Conn, id: number, version: number, kept: string, next: { text: string; kind: string }) {
  const [old] = await tx
    .select({ text: documentFiles.extractedText, kind: documentFiles.kind })
    .from(documentFiles)
    .where(and(eq(documentFiles.knowledgeId, id), eq(documentFiles.version, version)));
  if (!old) return kept;
  const derived =
    kept === '' || kept === documentSummary(old.text, old.kind) || kept === old.text.replace(/\s+/g, ' ').trim().slice(0, 200);
  return derived ? documentSummary(next.text, next.kind) : kept;
}

const staleBase = (latest: number) => conflict(`该文档已有更新的版本（第${latest}版），请刷新后再上传`);

/**
 * A new file for a document. A published document gets a new draft version
 * carrying it (readers keep the published one); an unpublished draft has its
 * file replaced. The draft goes through the engine's save, so the version
 * and conflict rules are the wiki's. Only the document's managers may do it,
 * and that is checked before the body is read.
 */
export async function uploadVersion(deps: Deps, user: SessionUser, c: Context, id: number, baseVersion?: number) {
  const reader = readerOf(user);
  const item = await readableItem(deps.db, reader, LIBRARY, id);
  if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以上传新版本');
  // Refusals known before the body is read are made before it is read (checked again under the lock below).
  if (item.status === 'pending') throw conflict('审核中的版本不能修改，请先撤回');
  if (baseVersion !== undefined && baseVersion !== item.latest_version) throw staleBase(item.latest_version);
  const { file } = await receiveUpload(deps, c);
  const accepted = await acceptStoredFile(deps, user.id, file.blob, file.name);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const locked = await readableItem(tx, reader, LIBRARY, id, true);
      if (baseVersion !== undefined && baseVersion !== locked.latest_version) {
        throw staleBase(locked.latest_version);
      }
      const newest = await newestVersion(tx, locked);
      // The engine's save keeps everything but the file; a pending version is refused there (409).
      const saved = await saveDraft(tx, reader, LIBRARY, {
        id,
        baseVersion: locked.latest_version,
        title: newest.title,
        summary: await summaryAfter(tx, id, locked.latest_version, newest.summary, {
          text: accepted.extraction.text,
          kind: accepted.type.kind,
        }),
        content: newest.content,
        labelIds: newest.labelIds,
        groupId: newest.groupId,
        fields: newest.fields,
        visibility: newest.visibility,
        coverFileId: newest.coverFileId,
      });
      const [old] = await tx
        .select({ fileId: documentFiles.fileId, previewFileId: documentFiles.previewFileId })
        .from(documentFiles)
        .where(and(eq(documentFiles.knowledgeId, id), eq(documentFiles.version, saved.version)));
      const columns = fileColumns(accepted);
      const [row] = await tx
        .insert(documentFiles)
        .values({ knowledgeId: id, version: saved.version, ...columns })
        .onConflictDoUpdate({ target: [documentFiles.knowledgeId, documentFiles.version], set: columns })
        .returning({ id: documentFiles.id });
      await recordEvent(tx, {
        action: 'upload',
        ...actor(reader),
        subject: { type: LIBRARY, id },
        objectId: accepted.fileId,
        detail: { version: saved.version, kind: accepted.type.kind },
      });
      const replaced = old ? [old.fileId, old.previewFileId].filter((f): f is number => f !== null) : [];
      return { saved, rowId: row.id, replaced: await sweepFiles(tx, replaced) };
    });
    const store = blobStoreFor(deps);
    for (const key of result.replaced) await store.delete(key);
    kickDocumentRenditions(deps);
    return {
      id,
      version: result.saved.version,
      status: result.saved.status,
      kind: accepted.type.kind,
      textStatus: accepted.extraction.status,
    };
  } catch (err) {
    await discardFile(deps, accepted.blob.key, accepted.fileId);
    throw err;
  }
}
