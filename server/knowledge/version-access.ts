import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { pickVersion } from './detail';
import { type ItemRow, readableItem } from './item';

/**
 * The item behind a signed URL, when the caller may still open the version
 * the URL was issued for: the item is live and visible to them, and the
 * version is one the detail would show them (the same rules, checked again
 * at every fetch). Null otherwise.
 */
export async function mayOpenVersion(db: Db, reader: Reader, itemId: number, version: number): Promise<ItemRow | null> {
  const rows = await db.execute<{ domain_id: number }>(sql`select domain_id from knowledge where id = ${itemId}`);
  const domainId = rows.rows[0]?.domain_id;
  if (domainId === undefined) return null;
  try {
    const item = await readableItem(db, reader, domainId, itemId);
    await pickVersion(db, reader, item, version);
    return item;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
