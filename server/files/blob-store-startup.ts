import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { isBlobKey } from './blob-store';
import { blobStoreFor } from './blob-store-factory';

/** Whether a local store directory holds at least one blob (stops at the first; `.tmp` leftovers do not count). */
export async function localStoreHasBlobs(root: string): Promise<boolean> {
  const list = (dir: string) => fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const a of await list(root)) {
    if (!a.isDirectory() || !/^[0-9a-f]{2}$/.test(a.name)) continue;
    for (const b of await list(path.join(root, a.name))) {
      if (!b.isDirectory()) continue;
      for (const f of await list(path.join(root, a.name, b.name))) {
        if (f.isFile() && isBlobKey(`${a.name}/${b.name}/${f.name}`)) return true;
      }
    }
  }
  return false;
}

/**
 * At startup: removes what uploads cut off by a dead process left behind, and
 * says how to migrate when files of the other store are found (local files
 * while AIKN_BLOB_STORE=postgres, or rows in the blob tables while local) —
 * those files would otherwise be silently missing.
 */
export async function checkBlobStore(deps: Pick<Deps, 'config' | 'db' | 'log'>): Promise<void> {
  const { config, log } = deps;
  const swept = await blobStoreFor(deps).sweep();
  if (swept > 0) log.info({ swept }, '已清理中断的上传留下的残余数据');
  const root = path.join(config.dataDir, 'files');
  if (config.blobStore === 'postgres') {
    if (await localStoreHasBlobs(root)) {
      log.warn(
        `文件存储为 PostgreSQL（AIKN_BLOB_STORE=postgres），但 ${root} 中还有本地存储的文件，它们不会被读取。` +
          '请停止服务后运行 npm run blobs:migrate -- --to postgres 把它们复制进数据库；或设置 AIKN_BLOB_STORE=local 继续使用本地文件。',
      );
    }
  } else {
    const r = await deps.db.execute<{ found: boolean }>(sql`select exists (select 1 from blob_keys) as found`);
    if (r.rows[0]?.found) {
      log.warn(
        '文件存储为本地磁盘（AIKN_BLOB_STORE=local），但数据库中还有 PostgreSQL 存储的文件，它们不会被读取。' +
          '请停止服务后运行 npm run blobs:migrate -- --to local 把它们复制到本地；或设置 AIKN_BLOB_STORE=postgres 继续使用数据库存储。',
      );
    }
  }
}
