// `npm run bench:search [-- --url http://127.0.0.1:8878] [--rounds N]`: latency
// of the search API on the corpus in the database `npm start` uses (run
// `npm run import:poetry` first). Without --url it starts the server itself
// on that DATA_DIR / DATABASE_URL. Prints p50/p95/p99 at concurrency 1 and 16
// and requests per second.
import { searchKeywordGroup, searchLabelGroup, searchSmart, searchSuggest, searchYearGroup } from '@contract/search/search';
import { callServer, signIn } from '../server/test/platform/server-process';
import { postJson } from './http-client';
import { startOwnServer } from './own-server';
import { type BenchCall, benchQueries } from './search-queries';
import { describeRelevance, runRelevance } from './search-relevance';
import { RELEVANCE_CASES } from './search-relevance-cases';

const ENDPOINTS = {
  smart: searchSmart,
  suggest: searchSuggest,
  labelGroup: searchLabelGroup,
  yearGroup: searchYearGroup,
  keywordGroup: searchKeywordGroup,
} as const;

/** Unmeasured passes over the query set before the figures (steady state, not a cold process). */
const WARMUP_ROUNDS = 3;

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function timed(base: string, token: string, c: BenchCall): Promise<number> {
  const t0 = performance.now();
  const r = await postJson(base, ENDPOINTS[c.kind], c.body, token);
  const ms = performance.now() - t0;
  if (r.status !== 200) throw new Error(`${c.kind} ${JSON.stringify(c.body)}: ${r.status} ${r.body.message}`);
  return ms;
}

/** Runs `calls` with `concurrency` workers; latencies per call index and the wall time. */
async function run(base: string, token: string, calls: BenchCall[], concurrency: number) {
  const latencies: number[] = new Array(calls.length);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls.length) {
        const i = next++;
        latencies[i] = await timed(base, token, calls[i]);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - t0 };
}

function report(label: string, latencies: number[], wallMs: number) {
  const s = [...latencies].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label}：${s.length} 次请求，p50 ${f(percentile(s, 50))}，p95 ${f(percentile(s, 95))}，p99 ${f(percentile(s, 99))}，` +
      `最大 ${f(s[s.length - 1])}，吞吐 ${((s.length / wallMs) * 1000).toFixed(1)} 次/秒`,
  );
}

/** Waits until the searchable count stops changing (the index is built in the background after start). */
async function indexedCount(base: string, token: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 600; i++) {
    const r = await callServer<{ total: number }>(base, searchSmart, { keyword: '', page: 1, size: 1 }, { token });
    if (r.status !== 200) throw new Error(`search: ${r.status} ${r.body.message}`);
    if (r.body.data.total === last && last > 0) return last;
    last = r.body.data.total;
    await new Promise((res) => setTimeout(res, 2_000));
  }
  return last;
}

async function main() {
  const rounds = Number(arg('--rounds') ?? 3);
  const url = arg('--url');
  const server = url ? null : await startOwnServer('bench:search');
  const base = url ?? server!.base;
  try {
    const token = await signIn(base, arg('--user') ?? 'zhangsan', process.env.AIKN_DEMO_PASSWORD ?? 'Aikn@2026');
    const docs = await indexedCount(base, token);
    const facets = await callServer<{ facets: { labels: { id: number; name: string }[] } }>(
      base,
      searchLabelGroup,
      { keyword: '' },
      { token },
    );
    const all = (facets.body.data as unknown as { labels: { id: number; name: string }[] }[]).flatMap((g) => g.labels);
    const id = (name: string) => all.find((l) => l.name === name)?.id ?? 1;
    const queries = benchQueries({ tang: id('唐'), song: id('宋'), ci: id('全宋词') }, new Date().getFullYear());
    console.log(
      `可搜索 ${docs.toLocaleString('en-US')} 条；查询集 ${queries.length} 个，每轮全部执行；先预热 ${WARMUP_ROUNDS} 轮（不计）`,
    );
    if (docs < 300_000) console.log('提示：语料不足 30 万条，先运行 npm run import:poetry 才能得到完整语料上的数字。');
    // Warm-up, not measured: a fresh server compiles its hot paths (V8) and fills its caches over the first few hundred requests.
    await run(base, token, Array.from({ length: WARMUP_ROUNDS }, () => queries).flat(), 4);
    const seq = await run(base, token, Array.from({ length: rounds }, () => queries).flat(), 1);
    report('并发 1', seq.latencies, seq.wallMs);
    const par = await run(base, token, Array.from({ length: rounds * 2 }, () => queries).flat(), 16);
    report('并发 16', par.latencies, par.wallMs);
    const median = queries.map((q, i) => {
      const xs = Array.from({ length: rounds }, (_, r) => seq.latencies[r * queries.length + i]).sort((a, b) => a - b);
      return { q, ms: xs[Math.floor(xs.length / 2)] };
    });
    const groups = [...new Set(queries.map((q) => q.group))];
    console.log(
      `并发 1 各类查询的中位数：${groups
        .map((g) => {
          const xs = median.filter((m) => m.q.group === g).map((m) => m.ms);
          return `${g}（${xs.length}）${percentile(
            [...xs].sort((a, b) => a - b),
            50,
          ).toFixed(1)} ms`;
        })
        .join('，')}`,
    );
    console.log('并发 1 下最慢的 5 个查询（中位数）：');
    for (const m of median.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
      console.log(`  ${m.ms.toFixed(1)} ms  ${m.q.kind} ${JSON.stringify(m.q.body)}`);
    }
    const relevance = await runRelevance(RELEVANCE_CASES, async (keyword) => {
      const r = await postJson<{ list: { title: string; summary: string }[] }>(
        base,
        searchSmart,
        { keyword, page: 1, size: 3 },
        token,
      );
      return r.body.data.list;
    });
    console.log(describeRelevance(relevance));
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
