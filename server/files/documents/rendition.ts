import type pg from 'pg';
import type { Deps } from '../../deps';
import { readBlob } from '../blob-reader';
import { blobStoreFor } from '../blob-store-factory';
import { convertToPdf } from './libreoffice';

/** One claimed piece of work: an Office file whose PDF rendition is to be made. */
export interface ClaimedRendition {
  /** The owner row's id (a library version's document_files row …). */
  rowId: number;
  fileId: number;
  storageKey: string;
  /** 'docx' | 'xlsx' | 'pptx': also the extension LibreOffice is given. */
  kind: string;
  originalName: string;
  ownerId: number;
}

/**
 * Where a module keeps its rendition work (decision 036): pending rows in the
 * database, so work acknowledged by one server survives its death and is
 * picked up by any other. Each function runs on the worker's client, inside
 * the transaction that holds the claimed row.
 */
export interface RenditionQueue {
  /** Locks one pending row (`for update … skip locked`), or null when there is none free. */
  claim: (client: pg.PoolClient) => Promise<ClaimedRendition | null>;
  /** Links the made rendition to the row and clears its pending mark. */
  attach: (client: pg.PoolClient, work: ClaimedRendition, renditionFileId: number) => Promise<void>;
  /** Counts a failed conversion; the row stays pending until it has failed a few times. */
  fail: (client: pg.PoolClient, work: ClaimedRendition) => Promise<void>;
}

/**
 * Makes the rendition of one pending row, if any is free: the row stays
 * locked (its transaction open) while LibreOffice converts, so no other
 * server takes it, and a server that dies meanwhile frees it with its
 * session. Returns whether a row was handled (made or counted as failed).
 */
export async function renderNext(deps: Deps, queue: RenditionQueue, binary: string): Promise<boolean> {
  const store = blobStoreFor(deps);
  const client = await deps.pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  let putKey: string | null = null;
  try {
    await client.query('begin');
    const work = await queue.claim(client);
    if (!work) {
      await client.query('commit');
      return false;
    }
    let pdf: Buffer | null = null;
    try {
      pdf = await convertToPdf(binary, await readBlob(store, work.storageKey), work.kind);
    } catch (err) {
      deps.log.warn({ err, fileId: work.fileId }, 'LibreOffice 转换 PDF 失败');
    }
    if (!pdf) {
      await queue.fail(client, work);
      await client.query('commit');
      return true;
    }
    const blob = await store.put(pdf);
    putKey = blob.key;
    const row = await client.query<{ id: number }>(
      `insert into files (storage_key, original_name, mime, size, sha256, owner_id)
       values ($1, $2, 'application/pdf', $3, $4, $5) returning id`,
      [blob.key, `${work.originalName.replace(/\.[^.]*$/, '')}.pdf`, blob.size, blob.sha256, work.ownerId],
    );
    await queue.attach(client, work, row.rows[0]!.id);
    await client.query('commit');
    putKey = null;
    return true;
  } catch (err) {
    broken ??= await client.query('rollback').then(
      () => undefined,
      (e: Error) => e,
    );
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
    // Bytes of a rendition whose row never committed belong to nothing.
    if (putKey) await store.delete(putKey).catch(() => undefined);
  }
}

/**
 * Works through a queue in this process, one conversion at a time
 * (LibreOffice is heavy), until no free row is left. A kick while it runs
 * makes it look once more at the end, so work queued meanwhile is not left
 * for the next interval.
 */
export function renditionWorker(deps: Deps, queue: RenditionQueue, binary: string) {
  let running = false;
  let again = false;
  const drain = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while (await renderNext(deps, queue, binary)) {
          /* next row */
        }
      } while (again);
    } catch (err) {
      deps.log.warn({ err }, 'PDF 预览生成失败');
    } finally {
      running = false;
    }
  };
  return { kick: () => void drain(), drain };
}
