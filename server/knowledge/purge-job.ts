import { sql } from 'drizzle-orm';
import { RECYCLE_RETENTION_DAYS } from '../../contract/knowledge';
import type { Deps } from '../deps';
import type { Conn } from './item';
import { purgeItems } from './recycle';

const HOUR_MS = 3_600_000;

/**
 * Deletes items that have been in the recycle bin longer than the retention
 * period. Idempotent, and rows another process is purging are skipped, so
 * every server process may run it.
 */
export async function purgeExpired(conn: Conn, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RECYCLE_RETENTION_DAYS * 86_400_000);
  return purgeItems(conn, sql`k.deleted_at is not null and k.deleted_at < ${cutoff.toISOString()}::timestamptz`);
}

/** Runs the purge once now and then hourly; the timer never keeps the process alive. Returns a stop function. */
export function startPurgeJob(deps: Pick<Deps, 'db' | 'log'>, intervalMs = HOUR_MS): () => void {
  const run = async () => {
    try {
      const n = await purgeExpired(deps.db);
      if (n > 0) deps.log.info({ purged: n }, '已清理回收站中超过保留期的内容');
    } catch (err) {
      deps.log.error({ err }, '回收站清理失败');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
