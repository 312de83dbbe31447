import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { isBlobKey } from './blob-store';
import { blobStoreFor, localBlobStore } from './blob-store-factory';

/** Keys of the blobs in a local store directory, a directory at a time (`.tmp` leftovers are not blobs). */
async function* localKeys(root: string): AsyncGenerator<string[]> {
  const list = (dir: string) => fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const a of await list(root)) {
    if (!a.isDirectory() || !/^[0-9a-f]{2}$/.test(a.name)) continue;
    for (const b of await list(path.join(root, a.name))) {
      if (!b.isDirectory()) continue;
      const files = await list(path.join(root, a.name, b.name));
      yield files
        .filter((f) => f.isFile())
        .map((f) => `${a.name}/${b.name}/${f.name}`)
        .filter(isBlobKey);
    }
  }
}

/** A local blob the database store lacks (one not yet migrated), or null. */
export async function firstUnmigratedLocal(db: Db, root: string): Promise<string | null> {
  for await (const keys of localKeys(root)) {
    if (keys.length === 0) continue;
    const r = await db.execute<{ key: string }>(sql`select key from blob_keys where key = any(${sql.param(keys)}::text[])`);
    const there = new Set(r.rows.map((row) => row.key));
    const missing = keys.find((k) => !there.has(k));
    if (missing) return missing;
  }
  return null;
}

/** A database blob the local store lacks (one not yet migrated), or null; keys are read a page at a time. */
export async function firstUnmigratedPostgres(db: Db, root: string): Promise<string | null> {
  const local = localBlobStore({ dataDir: path.dirname(root) });
  let after = '';
  for (;;) {
    const r = await db.execute<{ key: string }>(sql`select key from blob_keys where key > ${after} order by key limit 500`);
    for (const { key } of r.rows) if (!(await local.stat(key))) return key;
    if (r.rows.length < 500) return null;
    after = r.rows[r.rows.length - 1].key;
  }
}

/**
 * At startup: removes what uploads cut off by a dead process left behind, and
 * says how to migrate when the other store holds files the chosen one lacks
 * (local files while AIKN_BLOB_STORE=postgres, or rows in the blob tables
 * while local) — those files would otherwise be silently missing. Files
 * already migrated (the source is kept) are not reported.
 */
export async function checkBlobStore(deps: Pick<Deps, 'config' | 'db' | 'log'>): Promise<void> {
  const { config, log } = deps;
  const swept = await blobStoreFor(deps).sweep();
  if (swept > 0) log.info({ swept }, '已清理中断的上传留下的残余数据');
  const root = path.join(config.dataDir, 'files');
  if (config.blobStore === 'postgres') {
    const key = await firstUnmigratedLocal(deps.db, root);
    if (key) {
      log.warn(
        `文件存储为 PostgreSQL（AIKN_BLOB_STORE=postgres），但 ${root} 中有尚未迁移的本地文件（如 ${key}），它们不会被读取。` +
          '请停止服务后运行 npm run blobs:migrate -- --to postgres 把它们复制进数据库；或设置 AIKN_BLOB_STORE=local 继续使用本地文件。',
      );
    }
  } else {
    const key = await firstUnmigratedPostgres(deps.db, root);
    if (key) {
      log.warn(
        `文件存储为本地磁盘（AIKN_BLOB_STORE=local），但数据库中有尚未迁移的文件（如 ${key}），它们不会被读取。` +
          '请停止服务后运行 npm run blobs:migrate -- --to local 把它们复制到本地；或设置 AIKN_BLOB_STORE=postgres 继续使用数据库存储。',
      );
    }
  }
}
