import { signInAccounts } from './scale/accounts';
import { closeConnections } from './scale/client';
import { Cluster } from './scale/cluster';
import { type BenchDatabase, createBenchDatabase } from './scale/database';
import { readOptions } from './scale/options';
import type { RoundRobinProxy } from './scale/proxy';
import { ms, table } from './scale/report';
import { type RunContext, type RunOutcome, runOne } from './scale/runs';

/**
 * Scale-out figures of issue 19, run by hand (`npm run bench:scale`): the
 * real servers on one database of the machine's PostgreSQL 15, with the
 * PostgreSQL blob store, under 50 simulated users — one server alone, then
 * two and three behind a round-robin proxy, then three with one killed
 * (kill -9) halfway. Prints throughput, latency, errors, whether every
 * acknowledged upload and write can be read back from every server, and
 * exits non-zero when one was lost or a request failed for a reason other
 * than the kill. Everything it starts it stops, its database included.
 */
const options = readOptions();
let db: BenchDatabase | null = null;
let cluster: Cluster | null = null;
let proxy: RoundRobinProxy | null = null;
let cleaning: Promise<void> | null = null;
/** Ctrl-C stops the simulated users first: a server shutting down still serves requests on open connections. */
const interrupted = new AbortController();

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    interrupted.abort();
    closeConnections();
    await proxy?.close().catch(() => undefined);
    await cluster?.stop().catch((e) => console.error(`停止服务失败：${(e as Error).message}`));
    await db?.drop().catch((e) => console.error(`删除数据库 ${db?.name} 失败：${(e as Error).message}`));
  })();
  return cleaning;
}

// `on`, not `once`: tsx passes the signal on again when the busy bench is slow to acknowledge it, and a
// signal without a listener would end the process before its database is dropped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.log(`\n收到 ${signal}，正在停止服务并删除临时数据库……`);
    void cleanup().finally(() => process.exit(130));
  });
}

function printSummary(outcomes: RunOutcome[]): void {
  console.log('\n汇总');
  const rows = outcomes.map((o) => [
    o.spec.label,
    String(o.spec.servers.length),
    o.figures.rps.toFixed(1),
    ms(o.figures.overall.p50),
    ms(o.figures.overall.p95),
    ms(o.figures.overall.p99),
    String(o.figures.overall.errors),
    String(o.unexplainedErrors),
    `${o.load.uploads.length - o.lostUploads}/${o.load.uploads.length}`,
    `${o.load.writes.length - o.lostWrites}/${o.load.writes.length}`,
    `${o.cpu.machine.toFixed(1)}/${o.cpu.cores}`,
  ]);
  console.log(
    table(
      [
        '轮次',
        '服务数',
        '请求/秒',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        '失败',
        '非杀进程失败',
        '上传全部可下载',
        '写入全部可读',
        '整机 CPU 核',
      ],
      rows,
    ),
  );
  const alone = outcomes[0];
  for (const o of outcomes.slice(1)) {
    if (!alone || o.kill) continue;
    console.log(
      `${o.spec.label}：吞吐为单台的 ${(o.figures.rps / alone.figures.rps).toFixed(2)} 倍，p95 ${ms(o.figures.overall.p95)} ms（单台 ${ms(alone.figures.overall.p95)} ms）`,
    );
  }
  const k = outcomes.find((o) => o.kill);
  if (k?.kill) {
    console.log(
      `杀进程：服务 ${k.kill.killedNumber} 在第 ${(k.kill.atMs / 1000).toFixed(1)} 秒被 kill -9，此刻其上在途 ${k.kill.inFlightAtKill} 个请求；` +
        `失败 ${k.kill.failed} 个（在途于被杀服务 ${k.kill.failedInFlight}，摘除前转给它 ${k.kill.failedRoutedAfter}，其他 ${k.unexplainedErrors}）；` +
        `丢失的已确认写入 ${k.lostWrites} 个、上传 ${k.lostUploads} 个`,
    );
  }
}

async function main(): Promise<number> {
  db = await createBenchDatabase(options.pgUrl);
  console.log(`临时数据库 ${db.name}（${new URL(options.pgUrl).host}），文件存于 PostgreSQL（AIKN_BLOB_STORE=postgres）`);
  cluster = new Cluster(db.url);
  let t = performance.now();
  console.log('启动服务 1（迁移数据库并写入演示数据，需要一两分钟）……');
  const first = await cluster.startFirst();
  console.log(`  服务 1 就绪，用时 ${((performance.now() - t) / 1000).toFixed(0)} 秒`);
  if (options.analyze) {
    // A new database has no statistics; autovacuum (off on this machine's instance) would analyze a table only
    // after 50 changed rows, so the seed's small tables (9 groups) never get any by themselves.
    await db.analyze();
    console.log('  已对数据库执行 ANALYZE（--analyze）');
  }
  console.log('启动服务 2、3……');
  t = performance.now();
  const [second, third] = await cluster.startOthers(2);
  console.log(`  服务 2、3 就绪，用时 ${((performance.now() - t) / 1000).toFixed(0)} 秒`);

  const accounts = await signInAccounts(first.process.base);
  console.log(
    `已登录 ${accounts.length} 个演示账号（${accounts.map((a) => a.username).join('、')}），${options.users} 个模拟用户轮流共用`,
  );

  const ctx: RunContext = {
    cluster,
    accounts,
    users: options.users,
    seconds: options.seconds,
    thinkMs: options.thinkMs,
    signal: interrupted.signal,
    pg: { adminUrl: options.pgUrl, database: db.name },
    setProxy: (p) => {
      proxy = p;
    },
  };
  const all = [first, second!, third!];
  const outcomes = [
    await runOne(ctx, { label: '单台直连', servers: [first], viaProxy: false }),
    await runOne(ctx, { label: '两台经代理', servers: [first, second!], viaProxy: true }),
    await runOne(ctx, { label: '三台经代理', servers: all, viaProxy: true }),
    await runOne(ctx, { label: '三台中途杀一台', servers: all, viaProxy: true, kill: second }),
  ];
  printSummary(outcomes);

  const lost = outcomes.reduce((n, o) => n + o.lostUploads + o.lostWrites, 0);
  const unexplained = outcomes.reduce((n, o) => n + o.unexplainedErrors, 0);
  if (lost > 0) console.log(`✗ 有 ${lost} 个已确认的写入或上传丢失`);
  if (unexplained > 0) console.log(`✗ 有 ${unexplained} 个请求失败，且不是因为被杀的服务`);
  if (lost === 0 && unexplained === 0) console.log('✓ 没有丢失已确认的写入或上传，除被杀服务上的请求外没有失败');
  return lost > 0 || unexplained > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  if (!interrupted.signal.aborted) console.error(`压测中止：${(e as Error).stack ?? e}`);
} finally {
  await cleanup();
}
process.exit(code);
