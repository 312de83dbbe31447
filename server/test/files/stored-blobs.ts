import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { isBlobKey } from '../../files/blob-store';

/**
 * What the configured blob store holds, whichever it is (tests run on both,
 * see AIKN_BLOB_STORE in test/harness.ts): the keys of stored blobs, and how
 * many unfinished writes left something behind (`.tmp` files, pending contents).
 */
export async function storedBlobs(deps: Pick<Deps, 'config' | 'db'>): Promise<{ keys: string[]; unfinished: number }> {
  if (deps.config.blobStore === 'postgres') {
    const keys = await deps.db.execute<{ key: string }>(sql`select key from blob_keys order by key`);
    const pending = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from blob_contents where sha256 is null`);
    return { keys: keys.rows.map((r) => r.key), unfinished: pending.rows[0].n };
  }
  const root = path.join(deps.config.dataDir, 'files');
  if (!fs.existsSync(root)) return { keys: [], unfinished: 0 };
  const files = (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  return { keys: files.filter(isBlobKey).sort(), unfinished: files.filter((f) => f.startsWith('.tmp/')).length };
}

/** How many blobs the store holds, counting unfinished writes too (a refused upload must leave neither). */
export async function blobCount(deps: Pick<Deps, 'config' | 'db'>): Promise<number> {
  const s = await storedBlobs(deps);
  return s.keys.length + s.unfinished;
}
