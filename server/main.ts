import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createLogger, openRuntime } from './bootstrap';
import { loadConfig } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { startEventPartitionJob } from './events/partitions';
import { checkBlobStore } from './files/blob-store-startup';
import { startPurgeJob } from './knowledge/purge-job';
import { startCacheListener } from './lib/cache-bus';
import { startDocumentRenditions } from './modules/library/document-rendition';
import { startNoticeDelivery } from './modules/notices/notice-delivery';
import { startSearchJobs } from './search/jobs';

/** Idle keep-alive connections stay open this long. */
const KEEP_ALIVE_MS = 65_000;
/** How long a stopping server lets requests in flight finish. */
const DRAIN_MS = 30_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const log = createLogger(config);
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, log);
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      console.error(e.message);
      process.exit(3);
    }
    log.fatal({ err: e }, '启动失败');
    process.exit(1);
  }
  // In the background: with many files, comparing the two stores takes a while and must not delay serving.
  void checkBlobStore(runtime.deps).catch((err) => log.error({ err }, '检查文件存储失败'));
  const { app } = createApp(runtime.deps);
  // Other servers on the same database announce their changes to what this one keeps in memory.
  const stopCacheListener = startCacheListener(runtime.deps);
  const stopPurgeJob = startPurgeJob(runtime.deps);
  const stopNoticeDelivery = startNoticeDelivery(runtime.deps);
  const stopSearchJobs = startSearchJobs(runtime.deps);
  const stopEventPartitions = startEventPartitionJob(runtime.deps);
  const stopRenditions = startDocumentRenditions(runtime.deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info({ port: info.port }, `智能知识中心已启动：http://localhost:${info.port}/webaikn/`);
  });
  // Longer than the idle timeout of common load balancers (60 s): a balancer reusing a connection this
  // server had just closed would see a reset on a request it cannot safely retry (bench:scale).
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('error', async (err: NodeJS.ErrnoException) => {
    log.fatal({ err }, err.code === 'EADDRINUSE' ? `端口 ${config.port} 已被占用，请用 PORT 指定其他端口` : '服务启动失败');
    await runtime.shutdown();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, '正在停止服务');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections would hold close() open while a client keeps sending on them: each is closed
    // as soon as it is idle (its request answered); after a grace period the rest are cut.
    const conns = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    conns.closeIdleConnections?.();
    const idle = setInterval(() => conns.closeIdleConnections?.(), 100);
    const cut = setTimeout(() => conns.closeAllConnections?.(), DRAIN_MS);
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    stopPurgeJob();
    stopNoticeDelivery();
    stopSearchJobs();
    stopEventPartitions();
    stopRenditions();
    await stopCacheListener();
    await runtime.shutdown();
    log.info('服务已停止');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
