import { and, eq } from 'drizzle-orm';
import { documentFiles, files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { readBlob } from '../../files/blob-reader';
import { blobStoreFor } from '../../files/blob-store-factory';
import { convertToPdf, libreOffice } from '../../files/libreoffice';
import type { AcceptedFile } from './accept-file';
import { isOffice } from './extraction';

let chain: Promise<void> = Promise.resolve();

/**
 * Makes the PDF rendition of an Office file for the flipbook and links it to
 * its document_files row. Without LibreOffice, or when conversion fails, the
 * document keeps its other previews; nothing is left half-made.
 */
export async function makeRendition(deps: Deps, rowId: number, f: AcceptedFile, binary: string): Promise<number | null> {
  const store = blobStoreFor(deps.config);
  let pdf: Buffer;
  try {
    pdf = await convertToPdf(binary, await readBlob(store, f.blob.key), f.type.ext);
  } catch (err) {
    deps.log.warn({ err, rowId }, 'LibreOffice 转换 PDF 失败');
    return null;
  }
  const blob = await store.put(pdf);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        storageKey: blob.key,
        originalName: `${f.name.replace(/\.[^.]*$/, '')}.pdf`,
        mime: 'application/pdf',
        size: blob.size,
        sha256: blob.sha256,
        ownerId: f.ownerId,
      })
      .returning({ id: files.id });
    const linked = await deps.db
      .update(documentFiles)
      .set({ previewFileId: row.id })
      .where(and(eq(documentFiles.id, rowId), eq(documentFiles.fileId, f.fileId)))
      .returning({ id: documentFiles.id });
    if (linked.length === 0) {
      // The version's file was replaced meanwhile: the rendition belongs to nothing.
      await deps.db.delete(files).where(eq(files.id, row.id));
      await store.delete(blob.key);
      return null;
    }
    return row.id;
  } catch (err) {
    await store.delete(blob.key);
    throw err;
  }
}

/**
 * Queues the rendition of an accepted Office file when LibreOffice is
 * installed. One conversion runs at a time: LibreOffice is heavy, and the
 * upload has already answered.
 */
export function scheduleRendition(deps: Deps, rowId: number, f: AcceptedFile): void {
  const binary = libreOffice();
  if (!binary || !isOffice(f.type.kind)) return;
  chain = chain
    .then(() => makeRendition(deps, rowId, f, binary))
    .then(
      () => undefined,
      (err) => deps.log.warn({ err, rowId }, 'PDF 预览生成失败'),
    );
}
