import type { Cluster, ClusterServer } from './cluster';
import { type CpuShare, cpuMeter } from './cpu';
import { type DbActivity, sampleDbActivity } from './db-activity';
import { type LoadResult, runLoad } from './load';
import { type ProxyFailure, RoundRobinProxy } from './proxy';
import { actionLine, type Figures, failureDigest, figuresOf, latencyTable } from './report';
import { type ServerCheck, verifyRun } from './verify';
import type { Account } from './workload';

/** Failures of the kill run attributed to the killed server when sent at most this long after the kill. */
const KILL_GRACE_MS = 5_000;

export interface RunSpec {
  label: string;
  servers: ClusterServer[];
  /** Through the round-robin proxy; a single server is called directly. */
  viaProxy: boolean;
  /** kill -9 this server halfway through. */
  kill?: ClusterServer;
}

export interface KillFigures {
  killedNumber: number;
  atMs: number;
  /** The proxy's count of requests on the killed server at the kill. */
  inFlightAtKill: number;
  failed: number;
  /** Failed requests that had been sent to the killed server before the kill (in flight on it). */
  failedInFlight: number;
  /** Failed requests sent to it after the kill, before the proxy took it out of the rotation. */
  failedRoutedAfter: number;
  /** GETs a dead backend failed before answering and another backend then served. */
  retried: number;
}

export interface RunOutcome {
  spec: RunSpec;
  figures: Figures;
  load: LoadResult;
  checks: ServerCheck[];
  cpu: CpuShare;
  /** Acknowledged uploads and writes missing or wrong on at least one of the checked servers. */
  lostUploads: number;
  lostWrites: number;
  /** Failed requests that the kill does not explain (every one of a run without a kill). */
  unexplainedErrors: number;
  kill?: KillFigures;
}

export interface RunContext {
  cluster: Cluster;
  accounts: Account[];
  users: number;
  seconds: number;
  thinkMs: number;
  signal: AbortSignal;
  /** The bench's database, for the activity samples. */
  pg: { adminUrl: string; database: string };
  /** Where the proxy of a running run is kept, so Ctrl-C can close it. */
  setProxy: (proxy: RoundRobinProxy | null) => void;
}

/** The proxy's own account of what failed, by backend and cause (connection refused, reset, cut off mid-answer). */
function proxyDigest(failures: ProxyFailure[], servers: ClusterServer[]): string[] {
  const counts = new Map<string, number>();
  for (const f of failures) {
    const key = `服务 ${servers[f.backend]?.number ?? '?'} ${f.method} ${f.path.split('?')[0]} · ${f.midResponse ? '响应中途' : '响应之前'} · ${f.reason}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key}：${n} 次`);
}

function printDbActivity(a: DbActivity): void {
  const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
  const waits = a.waits.map((w) => `${w.event === 'CPU' ? '无等待（CPU）' : w.event} ${pct(w.share)}`).join('，');
  console.log(`  数据库（采样 ${a.samples} 次，平均同时执行 ${a.activeAvg.toFixed(1)} 条语句）：${waits}；最常见的语句：`);
  for (const q of a.topQueries) console.log(`    ${pct(q.share).padStart(4)}  ${q.query}`);
}

function printServerLogs(ctx: RunContext, marks: number[]): void {
  for (const { number, lines } of ctx.cluster.logSince(marks)) {
    if (lines.length === 0) continue;
    console.log(`  服务 ${number} 日志（警告与错误）${lines.length} 行，前 5 行：`);
    for (const line of lines.slice(0, 5)) console.log(`    ${line.slice(0, 400)}`);
  }
}

/** kill -9 of one server, with what the proxy had in flight on it at that moment. */
function killNow(cluster: Cluster, victim: ClusterServer, inFlightAtKill: number, atMs: number): KillFigures {
  cluster.kill(victim);
  console.log(`  第 ${(atMs / 1000).toFixed(1)} 秒：kill -9 服务 ${victim.number}（此刻其上在途请求 ${inFlightAtKill} 个）`);
  return { killedNumber: victim.number, atMs, inFlightAtKill, failed: 0, failedInFlight: 0, failedRoutedAfter: 0, retried: 0 };
}

/** One run: the load, then the checks on every server still running, printed as they come. */
export async function runOne(ctx: RunContext, spec: RunSpec): Promise<RunOutcome> {
  console.log(`\n▶ ${spec.label}（${ctx.users} 个模拟用户，${ctx.seconds} 秒）`);
  const marks = ctx.cluster.logMarks();
  const proxy = spec.viaProxy ? new RoundRobinProxy(spec.servers.map((s) => s.process.port)) : null;
  ctx.setProxy(proxy);
  const base = proxy ? await proxy.listen() : spec.servers[0]!.process.base;
  const killedIndex = spec.kill ? spec.servers.indexOf(spec.kill) : -1;
  let kill: KillFigures | undefined;

  const stopDb = await sampleDbActivity(ctx.pg.adminUrl, ctx.pg.database);
  const stopCpu = cpuMeter(ctx.cluster.alive().map((s) => s.process.child.pid ?? 0));
  const load = await runLoad({
    base,
    accounts: ctx.accounts,
    users: ctx.users,
    seconds: ctx.seconds,
    thinkMs: ctx.thinkMs,
    signal: ctx.signal,
    midway:
      spec.kill && proxy
        ? {
            atMs: (ctx.seconds * 1000) / 2,
            run: (atMs) => {
              kill = killNow(ctx.cluster, spec.kill!, proxy.inFlightOn(killedIndex), atMs);
            },
          }
        : undefined,
  });
  const cpu = stopCpu();
  const dbActivity = await stopDb();
  const forwarded = proxy?.forwardedCounts();
  const proxyFailures = proxy?.failures ?? [];
  if (kill && proxy) kill.retried = proxy.retried;
  await proxy?.close();
  ctx.setProxy(null);

  const figures = figuresOf(load.samples, load.elapsedMs);
  const failures = load.samples.filter((s) => !s.ok);
  let explained = 0;
  if (kill) {
    const k = kill;
    const onVictim = failures.filter((s) => s.backend === killedIndex && s.startMs <= k.atMs + KILL_GRACE_MS);
    k.failed = failures.length;
    k.failedInFlight = onVictim.filter((s) => s.startMs <= k.atMs).length;
    k.failedRoutedAfter = onVictim.length - k.failedInFlight;
    explained = onVictim.length;
  }

  console.log(`  请求 ${figures.requests} 个，${figures.rps.toFixed(1)} 请求/秒`);
  console.log(latencyTable(figures).replace(/^/gm, '  '));
  console.log(`  ${actionLine(load.samples)}`);
  console.log(
    `  CPU（平均占用核数，共 ${cpu.cores} 核）：整机 ${cpu.machine.toFixed(2)}，服务进程 ${cpu.servers.toFixed(2)}，` +
      `压测进程（含代理）${cpu.bench.toFixed(2)}，其余（PostgreSQL、文本提取子进程、本机其他任务）${cpu.other.toFixed(2)}`,
  );
  printDbActivity(dbActivity);
  if (forwarded) console.log(`  代理转发：${forwarded.map((n, i) => `服务 ${spec.servers[i]!.number} ${n}`).join('，')}`);
  for (const line of failureDigest(failures)) console.log(`  失败：${line}`);
  for (const line of proxyDigest(proxyFailures, spec.servers)) console.log(`  代理记录：${line}`);
  if (kill) {
    console.log(
      `  失败请求 ${kill.failed} 个：被杀时正在服务 ${kill.killedNumber} 上 ${kill.failedInFlight} 个，` +
        `被杀后、代理摘除前转给它 ${kill.failedRoutedAfter} 个，其他 ${kill.failed - explained} 个；` +
        `代理改投其他服务的 GET ${kill.retried} 个`,
    );
  }
  printServerLogs(ctx, marks);

  const targets = ctx.cluster.alive().map((s) => ({ number: s.number, base: s.process.base }));
  console.log(
    `  校验：${load.uploads.length} 个已确认上传、${load.writes.length} 个已确认写入，逐一从服务 ${targets.map((t) => t.number).join('、')} 直接读取……`,
  );
  const checks = await verifyRun(load, targets);
  for (const c of checks) {
    console.log(
      `  服务 ${c.number}：上传 ${c.uploadsOk}/${load.uploads.length} 一致，写入 ${c.writesOk}/${load.writes.length} 可读`,
    );
    for (const p of c.problems.slice(0, 5)) console.log(`    ${p}`);
  }
  const lostUploads = new Set(checks.flatMap((c) => c.badUploads)).size;
  const lostWrites = new Set(checks.flatMap((c) => c.badWrites)).size;
  return { spec, figures, load, checks, cpu, lostUploads, lostWrites, unexplainedErrors: failures.length - explained, kill };
}
