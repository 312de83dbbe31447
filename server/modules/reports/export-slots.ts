import { tooMany } from '../../http/errors';

/**
 * Exports running at once: each holds a database connection and a cursor for
 * as long as its client reads, so one person gets one at a time (on every
 * server together: export.ts also takes a lock in the database) and the
 * server a few, and the rest of the pool stays for pages.
 */
export const EXPORTS_PER_USER = 1;
export const EXPORTS_PER_SERVER = 3;

/** Refusal of a second export of one person, by this server or (export.ts) by another. */
export const EXPORT_BUSY_FOR_USER = '您已有一个导出正在进行，请等它完成或取消后再试';

/** The database lock of one person's export, the same on every server. */
export const exportLockKey = (userId: number) => `report.export:${userId}`;

const running = new Map<number, number>();
let total = 0;

/** Takes a slot for `userId` or refuses with a Chinese message; the returned function gives it back (once). */
export function takeExportSlot(userId: number): () => void {
  if ((running.get(userId) ?? 0) >= EXPORTS_PER_USER) throw tooMany(EXPORT_BUSY_FOR_USER);
  if (total >= EXPORTS_PER_SERVER) throw tooMany('服务器正在处理其他导出，请稍后再试');
  running.set(userId, (running.get(userId) ?? 0) + 1);
  total += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    total -= 1;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };
}
