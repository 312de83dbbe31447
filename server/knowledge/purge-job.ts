import { RECYCLE_RETENTION_DAYS } from '@contract/knowledge/knowledge';
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import type { Deps } from '../deps';
import type { BlobStore } from '../files/blob-store';
import { blobStoreFor } from '../files/blob-store-factory';
import { startSingletonJob } from '../jobs/singleton-job';
import { deleteBlobs, purgeItems } from './recycle';

/** The lease name of the purge job. */
export const PURGE_JOB = 'knowledge.purge';

const HOUR_MS = 3_600_000;

/**
 * Deletes items that have been in the recycle bin longer than the retention
 * period (with `blobs`, their files' rows and bytes too). Idempotent, and rows another process is purging are skipped, so
 * every server process may run it.
 */
export async function purgeExpired(conn: Conn, now: Date = new Date(), blobs?: BlobStore): Promise<number> {
  const cutoff = new Date(now.getTime() - RECYCLE_RETENTION_DAYS * 86_400_000);
  const r = await purgeItems(
    conn,
    sql`k.deleted_at is not null and k.deleted_at < ${cutoff.toISOString()}::timestamptz`,
    blobs !== undefined,
  );
  if (blobs) await deleteBlobs(blobs, r.blobKeys);
  return r.purged;
}

/**
 * Runs the purge once now and then hourly, in one server process at a time;
 * the timer never keeps the process alive. With the configuration, purged
 * items' files leave the blob store too. Returns a stop function.
 */
export function startPurgeJob(
  deps: Pick<Deps, 'db' | 'pool' | 'log'> & Partial<Pick<Deps, 'config'>>,
  intervalMs = HOUR_MS,
): () => void {
  const blobs = deps.config ? blobStoreFor({ config: deps.config, db: deps.db }) : undefined;
  return startSingletonJob(deps, {
    name: PURGE_JOB,
    intervalMs,
    runAtStart: true,
    failMessage: '回收站清理失败',
    run: () => purgeOnce(deps, blobs),
  });
}

/** One purge run: expired recycle-bin items, then the leftovers of interrupted uploads. */
export async function purgeOnce(deps: Pick<Deps, 'db' | 'log'>, blobs?: BlobStore): Promise<void> {
  const n = await purgeExpired(deps.db, new Date(), blobs);
  if (n > 0) deps.log.info({ purged: n }, '已清理回收站中超过保留期的内容');
  // Uploads cut off by a server that died leave pending bytes; a live one touches them with every chunk.
  const swept = (await blobs?.sweep()) ?? 0;
  if (swept > 0) deps.log.info({ swept }, '已清理中断的上传留下的残余数据');
}
