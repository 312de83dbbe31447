// `npm run blobs:migrate -- --to postgres|local`: copies every file the database refers to from the other
// blob store into the named one (DATA_DIR/files ⇄ the blob tables of PostgreSQL), under the same keys, checking
// each copy's SHA-256. Safe to run again: copies already made and verified are skipped. The source is kept.

import path from 'node:path';
import { createLogger, openRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { DataDirBusyError } from '../server/db/data-dir-lock';
import { migrateBlobs, referencedBlobs } from '../server/files/blob-migrate';
import { localBlobStore, postgresBlobStore } from '../server/files/blob-store-factory';

const USAGE = '用法：npm run blobs:migrate -- --to postgres|local';

async function main() {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--to');
  const to = i >= 0 ? argv[i + 1] : undefined;
  if (argv.length !== 2 || (to !== 'postgres' && to !== 'local')) {
    console.error(`请用 --to 指定目标存储（postgres 或 local）。\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, createLogger(config));
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      console.error(
        `无法迁移文件：${e.message}\n迁移需要独占内嵌数据库——请先停止正在运行的服务（npm start），迁移完成后再启动。`,
      );
      process.exit(3);
    }
    throw e;
  }
  const local = localBlobStore(config);
  const database = postgresBlobStore(runtime.deps.db);
  const [from, target] = to === 'postgres' ? [local, database] : [database, local];
  const localDir = path.join(config.dataDir, 'files');
  const names = { local: `本地目录 ${localDir}`, postgres: 'PostgreSQL 数据库（blob_* 表）' };
  const source = to === 'postgres' ? names.local : names.postgres;
  let failed = 0;
  try {
    const refs = await referencedBlobs(runtime.deps.db);
    console.log(`来源：${source}\n目标：${names[to]}`);
    console.log(`共 ${refs.length} 个文件，逐个复制并回读校验 SHA-256；目标中已有且校验一致的会跳过。`);
    console.log('迁移期间请不要上传文件：请先停止所有服务。');
    const started = performance.now();
    const r = await migrateBlobs({ refs, from, to: target, report: (line) => console.log(line) });
    failed = r.missing + r.failed;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `完成（${seconds} 秒）：复制 ${r.copied} 个（${(r.bytes / 1048576).toFixed(1)} MB），跳过 ${r.skipped} 个，源中缺失 ${r.missing} 个，校验失败 ${r.failed} 个。`,
    );
    console.log(`来源中的文件没有删除，仍然保留（${source}）；确认服务在新存储上运行正常后可自行清理。`);
    if (failed === 0)
      console.log(`请设置 AIKN_BLOB_STORE=${to} 后再启动服务${config.blobStore === to ? '（当前配置已是该值）' : ''}。`);
    else console.log('有文件未能迁移（见上），请检查后重新运行本命令：已完成的文件会被跳过。');
  } finally {
    await runtime.shutdown();
  }
  process.exit(failed === 0 ? 0 : 1);
}

void main();
