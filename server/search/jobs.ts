import type { Deps } from '../deps';
import { refreshHotTokens } from './hot-tokens';
import { withWordReadings } from './pinyin';
import { syncSearchIndex, syncViews } from './rebuild';

/** How often view counts are copied into the index (sorting by views may lag this much). */
const VIEWS_INTERVAL_MS = 5 * 60_000;
/** How often the index statistics are looked at for tokens grown common enough to keep counts for. */
const HOT_INTERVAL_MS = 30 * 60_000;

/**
 * Background work of the search index in a server process: one sync at start
 * (builds the index of seeded or imported rows, rebuilds rows of an older
 * tokenisation; searches keep working meanwhile) followed by the hot tokens,
 * then view counts every few minutes and hot tokens every half hour. Timers
 * never keep the process alive. Returns a stop function.
 */
export function startSearchJobs(deps: Pick<Deps, 'db' | 'pool' | 'log'>): () => void {
  let stopped = false;
  const hot = async () => {
    const added = await refreshHotTokens(deps.db);
    if (added > 0) deps.log.info({ added }, '搜索高频词计数已建立');
  };
  void (async () => {
    try {
      // Loaded here rather than by the first suggestion typed after a start (~0.5 s).
      withWordReadings();
      let last = 0;
      const r = await syncSearchIndex(deps, (done, total) => {
        if (total > 5_000 && done - last >= 20_000) {
          last = done;
          deps.log.info({ done, total }, '正在建立搜索索引');
        }
      });
      if (r && (r.written > 0 || r.removed > 0)) deps.log.info(r, '搜索索引已更新');
      await hot();
    } catch (err) {
      if (!stopped) deps.log.error({ err }, '搜索索引更新失败');
    }
  })();
  const timer = setInterval(() => {
    syncViews(deps.db).catch((err) => deps.log.error({ err }, '搜索索引阅读数同步失败'));
  }, VIEWS_INTERVAL_MS);
  timer.unref();
  const hotTimer = setInterval(() => {
    hot().catch((err) => deps.log.error({ err }, '搜索高频词统计失败'));
  }, HOT_INTERVAL_MS);
  hotTimer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    clearInterval(hotTimer);
  };
}
