// `npm run import:poetry [-- --limit N]`: loads the chinese-poetry corpus (every
// Tang and Song poem, every Song ci, every poet with a biography) as published
// wiki entries into the database `npm start` uses, then brings the search
// index up to date. The corpus package is installed on demand into
// DATA_DIR/.cache, never into the project's dependencies.
import { sql } from 'drizzle-orm';
import { registerProviders } from '../server/app';
import { createLogger, openRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { DataDirBusyError } from '../server/db/data-dir-lock';
import { refreshHotTokens } from '../server/search/hot-tokens';
import { recountAllMentions } from '../server/search/mentions';
import { syncSearchIndex } from '../server/search/rebuild';
import { COLLECTIONS, type Collection, type Entry, readCorpus } from './poetry/corpus';
import { corpusDir } from './poetry/corpus-install';
import { importedIds, loadPoetryGraph, poetryCounts } from './poetry/graph-load';
import { buildPoetryGraph } from './poetry/graph-model';
import { applyAuthority, ensureLabels, existingCounts, insertBatch, type LabelIds } from './poetry/load';

const BATCH = 5_000;

function parseLimit(argv: string[]): number {
  const i = argv.indexOf('--limit');
  if (i < 0) return Number.POSITIVE_INFINITY;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    console.error('--limit 须为正整数，例如：npm run import:poetry -- --limit 1000');
    process.exit(2);
  }
  return n;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const secs = (t0: number) => `${Math.round((performance.now() - t0) / 1000)} 秒`;

async function main() {
  const limit = parseLimit(process.argv.slice(2));
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const started = performance.now();
  const dist = corpusDir(config.dataDir);
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, createLogger(config));
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      console.error(
        `无法导入：${e.message}\n导入需要独占内嵌数据库——请先停止正在运行的服务（npm start），导入完成后再启动；或让服务和导入都通过 DATABASE_URL 使用同一个外部 PostgreSQL。`,
      );
      process.exit(3);
    }
    throw e;
  }
  const where = config.databaseUrl ? 'DATABASE_URL 指定的数据库' : `数据目录 ${config.dataDir} 中的内嵌数据库`;
  console.log(`写入${where}`);
  const client = await runtime.deps.pool.connect();
  let corpus: Record<Collection, Entry[]>;
  let labels: LabelIds;
  try {
    await client.query('set synchronous_commit = off');
    const admin = await client.query<{ id: number }>("select id from users where lower(username) = 'admin'");
    if (!admin.rows[0]) throw new Error('找不到 admin 用户，数据库未初始化');
    labels = await ensureLabels(client);
    const done = await existingCounts(client, labels);
    corpus = readCorpus(dist);
    const todo: Entry[] = COLLECTIONS.flatMap((c) => corpus[c].slice(done[c])).slice(0, limit);
    const already = Object.values(done).reduce((a, b) => a + b, 0);
    console.log(
      `语料共 ${fmt(COLLECTIONS.reduce((a, c) => a + corpus[c].length, 0))} 条，已导入 ${fmt(already)} 条，本次导入 ${fmt(todo.length)} 条`,
    );
    for (let i = 0; i < todo.length; i += BATCH) {
      await client.query('begin');
      await insertBatch(client, todo.slice(i, i + BATCH), labels, admin.rows[0].id);
      await client.query('commit');
      const n = Math.min(i + BATCH, todo.length);
      console.log(`已写入 ${fmt(n)} / ${fmt(todo.length)} 条（${Math.round((n / todo.length) * 100)}%），用时 ${secs(started)}`);
    }
    await applyAuthority(client, labels);
    await client.query('analyze knowledge');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
  console.log('正在更新搜索索引……');
  let last = 0;
  registerProviders();
  const result = await syncSearchIndex(
    runtime.deps,
    (n, total) => {
      if (n - last >= 20_000 || n === total) {
        last = n;
        console.log(`搜索索引：${fmt(n)} / ${fmt(total)}，用时 ${secs(started)}`);
      }
    },
    { allowBulk: true },
  );
  if (result === null) console.log('另一个进程正在更新搜索索引，本次跳过（它会包含刚导入的条目）。');
  // Statistics first: the hot tokens (kept facet counts of the commonest characters) are chosen from them.
  await runtime.deps.db.execute(sql`analyze search_docs`);
  const hot = await refreshHotTokens(runtime.deps.db);
  console.log(`高频词计数：新增 ${fmt(hot)} 个，用时 ${secs(started)}`);
  await buildGraph(runtime, corpus, labels, started);
  console.log(`完成，共用时 ${secs(started)}。`);
  await runtime.shutdown();
}

/** One recount of mentions over the whole index: items indexed before the poets existed gain their mentions of them. */
async function recount(runtime: Awaited<ReturnType<typeof openRuntime>>, started: number) {
  let last = 0;
  const m = await recountAllMentions(runtime.deps.db, (n, mentions) => {
    if (n - last >= 50_000) {
      last = n;
      console.log(`提及重算：${fmt(n)} 条知识，${fmt(mentions)} 条提及，用时 ${secs(started)}`);
    }
  });
  console.log(`提及重算完成：${fmt(m.items)} 条知识，${fmt(m.mentions)} 条提及，用时 ${secs(started)}`);
}

/**
 * The poetry graph of every entry imported so far (this run's and earlier
 * runs'), then one recount of mentions over the whole index: items indexed
 * before the poets existed gain their mentions of them.
 */
async function buildGraph(
  runtime: Awaited<ReturnType<typeof openRuntime>>,
  corpus: Record<Collection, Entry[]>,
  labels: LabelIds,
  started: number,
) {
  console.log('正在构建诗词图谱……');
  const client = await runtime.deps.pool.connect();
  try {
    const ids = await importedIds(client, labels, corpus);
    const graph = buildPoetryGraph(corpus, ids);
    console.log(`图谱：${fmt(graph.nodes.length)} 个实体，${fmt(graph.edges.length)} 条关系，用时 ${secs(started)}`);
    const loaded = await loadPoetryGraph(client, graph, (line) => console.log(`${line}，用时 ${secs(started)}`));
    console.log(
      `图谱写入：新增实体 ${fmt(loaded.nodesAdded)}，更新实体 ${fmt(loaded.nodesUpdated)}，新增关系 ${fmt(loaded.edgesAdded)}，新增知识关联 ${fmt(loaded.linksAdded)}，用时 ${secs(started)}`,
    );
    // Entries indexed just now were matched against the entities of that moment; when the graph gained
    // no entity or alias, nothing indexed can have gained a mention.
    if (loaded.nodesAdded + loaded.nodesUpdated === 0) console.log('图谱没有新实体或别名，无需重算提及。');
    else await recount(runtime, started);
    const counts = await poetryCounts(client);
    console.log(`诗词图谱实体：${counts.nodes.map(([c, n]) => `${c} ${fmt(n)}`).join('，')}`);
    console.log(`诗词图谱关系：${counts.edges.map(([r, n]) => `${r} ${fmt(n)}`).join('，')}`);
  } finally {
    client.release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
