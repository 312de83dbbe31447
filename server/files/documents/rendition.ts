import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { readBlob } from '../blob-reader';
import { blobStoreFor } from '../blob-store-factory';
import type { AcceptedFile } from './accept-file';
import { isOffice } from './extraction';
import { convertToPdf, libreOffice } from './libreoffice';

/**
 * Links a finished rendition (its files row) to what it renders: a library
 * version's document_files row, a courseware page … False when that changed
 * meanwhile (the file was replaced): the rendition then belongs to nothing.
 */
export type AttachRendition = (renditionFileId: number) => Promise<boolean>;

let chain: Promise<void> = Promise.resolve();

/**
 * Makes the PDF rendition of an Office file for the flipbook and hands it to
 * `attach`. Without LibreOffice, or when conversion fails, the file keeps its
 * other previews; nothing is left half-made.
 */
export async function makeRendition(
  deps: Deps,
  f: AcceptedFile,
  binary: string,
  attach: AttachRendition,
): Promise<number | null> {
  const store = blobStoreFor(deps);
  let pdf: Buffer;
  try {
    pdf = await convertToPdf(binary, await readBlob(store, f.blob.key), f.type.ext);
  } catch (err) {
    deps.log.warn({ err, fileId: f.fileId }, 'LibreOffice 转换 PDF 失败');
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
    if (!(await attach(row.id))) {
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
export function scheduleRendition(deps: Deps, f: AcceptedFile, attach: AttachRendition): void {
  const binary = libreOffice();
  if (!binary || !isOffice(f.type.kind)) return;
  chain = chain
    .then(() => makeRendition(deps, f, binary, attach))
    .then(
      () => undefined,
      (err) => deps.log.warn({ err, fileId: f.fileId }, 'PDF 预览生成失败'),
    );
}
