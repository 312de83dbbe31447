import type { Deps } from '../deps';
import { runSingleton, startSingletonJob } from '../jobs/singleton-job';
import { refreshHotTokens } from './hot-tokens';
import { withWordReadings } from './pinyin';
import { syncSearchIndex, syncViews } from './rebuild';

/** How often view counts are copied into the index (sorting by views may lag this much). */
const VIEWS_INTERVAL_MS = 5 * 60_000;
/** How often the index statistics are looked at for tokens grown common enough to keep counts for. */
const HOT_INTERVAL_MS = 30 * 60_000;

/** Lease names of the search jobs (server/jobs/singleton-job.ts). */
export const SEARCH_JOBS = { index: 'search.index', views: 'search.views', hot: 'search.hot' } as const;

/**
 * Background work of the search index in a server process: one sync at start
 * (builds the index of seeded or imported rows, rebuilds rows of an older
 * tokenisation; searches keep working meanwhile) followed by the hot tokens,
 * then view counts every few minutes and hot tokens every half hour. Each
 * runs in one server process at a time; a process finding the start sync
 * under way elsewhere leaves it (and the hot tokens after it) to that one.
 * Timers never keep the process alive. Returns a stop function.
 */
export function startSearchJobs(deps: Pick<Deps, 'db' | 'pool' | 'log'>): () => void {
  let stopped = false;
  const hot = async () => {
    const added = await refreshHotTokens(deps.db);
    if (added > 0) deps.log.info({ added }, '搜索高频词计数已建立');
  };
  const sync = async () => {
    let last = 0;
    const r = await syncSearchIndex(deps, (done, total) => {
      if (total > 5_000 && done - last >= 20_000) {
        last = done;
        deps.log.info({ done, total }, '正在建立搜索索引');
      }
    });
    if (r && (r.written > 0 || r.removed > 0)) deps.log.info(r, '搜索索引已更新');
  };
  void (async () => {
    try {
      // Loaded here rather than by the first suggestion typed after a start (~0.5 s); every process needs it.
      withWordReadings();
      if (await runSingleton(deps, SEARCH_JOBS.index, sync)) await runSingleton(deps, SEARCH_JOBS.hot, hot);
    } catch (err) {
      if (!stopped) deps.log.error({ err }, '搜索索引更新失败');
    }
  })();
  const stopViews = startSingletonJob(deps, {
    name: SEARCH_JOBS.views,
    intervalMs: VIEWS_INTERVAL_MS,
    failMessage: '搜索索引阅读数同步失败',
    run: async () => {
      await syncViews(deps.db);
    },
  });
  const stopHot = startSingletonJob(deps, {
    name: SEARCH_JOBS.hot,
    intervalMs: HOT_INTERVAL_MS,
    failMessage: '搜索高频词统计失败',
    run: hot,
  });
  return () => {
    stopped = true;
    stopViews();
    stopHot();
  };
}
