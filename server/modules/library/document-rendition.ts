import type { Deps } from '../../deps';
import type { DocumentKind } from '../../files/documents/document-type';
import { isOffice } from '../../files/documents/extraction';
import { libreOffice } from '../../files/documents/libreoffice';
import { type ClaimedRendition, type RenditionQueue, renditionWorker } from '../../files/documents/rendition';

/** Conversions tried before a file is given up (it keeps its other previews). */
export const RENDITION_ATTEMPTS_MAX = 3;
/** How often a server looks for renditions left by another (one that died, or had no LibreOffice free). */
const RENDITION_INTERVAL_MS = 60_000;

/** Whether a version's file is queued for a PDF rendition when its row is written (create-document.ts). */
export const wantsRendition = (kind: DocumentKind, binary = libreOffice()) => binary !== null && isOffice(kind);

/** Library versions waiting for their rendition: `document_files.rendition_pending`. */
export const documentRenditions: RenditionQueue = {
  claim: async (client) => {
    const r = await client.query<ClaimedRendition>(
      `select df.id as "rowId", f.id as "fileId", f.storage_key as "storageKey", df.kind,
         f.original_name as "originalName", f.owner_id as "ownerId"
       from document_files df join files f on f.id = df.file_id
       where df.rendition_pending order by df.id limit 1 for update of df skip locked`,
    );
    return r.rows[0] ?? null;
  },
  attach: async (client, work, renditionFileId) => {
    await client.query('update document_files set preview_file_id = $2, rendition_pending = false where id = $1', [
      work.rowId,
      renditionFileId,
    ]);
  },
  fail: async (client, work) => {
    await client.query(
      `update document_files set rendition_attempts = rendition_attempts + 1,
         rendition_pending = rendition_attempts + 1 < $2 where id = $1`,
      [work.rowId, RENDITION_ATTEMPTS_MAX],
    );
  },
};

const workers = new WeakMap<Deps['pool'], ReturnType<typeof renditionWorker>>();

function workerOf(deps: Deps, binary: string) {
  let w = workers.get(deps.pool);
  if (!w) {
    w = renditionWorker(deps, documentRenditions, binary);
    workers.set(deps.pool, w);
  }
  return w;
}

/** Starts converting what an upload just queued (the row was marked in the upload's transaction). */
export function kickDocumentRenditions(deps: Deps, binary = libreOffice()): void {
  if (binary) workerOf(deps, binary).kick();
}

/**
 * This server's share of the rendition work, when LibreOffice is installed:
 * whatever is pending at start (left by a server that stopped) and then every
 * minute. Returns a stop function.
 */
export function startDocumentRenditions(deps: Deps, binary = libreOffice()): () => void {
  if (!binary) return () => undefined;
  const worker = workerOf(deps, binary);
  worker.kick();
  const timer = setInterval(worker.kick, RENDITION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
