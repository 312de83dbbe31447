import type { Deps } from '../deps';
import { syncSearchIndex, syncViews } from './rebuild';

/** How often view counts are copied into the index (sorting by views may lag this much). */
const VIEWS_INTERVAL_MS = 5 * 60_000;

/**
 * Background work of the search index in a server process: one sync at start
 * (builds the index of seeded or imported rows, rebuilds rows of an older
 * tokenisation; searches keep working meanwhile), then view counts every few
 * minutes. Timers never keep the process alive. Returns a stop function.
 */
export function startSearchJobs(deps: Pick<Deps, 'db' | 'pool' | 'log'>): () => void {
  let stopped = false;
  void (async () => {
    try {
      let last = 0;
      const r = await syncSearchIndex(deps, (done, total) => {
        if (total > 5_000 && done - last >= 20_000) {
          last = done;
          deps.log.info({ done, total }, '正在建立搜索索引');
        }
      });
      if (r && (r.written > 0 || r.removed > 0)) deps.log.info(r, '搜索索引已更新');
    } catch (err) {
      if (!stopped) deps.log.error({ err }, '搜索索引更新失败');
    }
  })();
  const timer = setInterval(() => {
    syncViews(deps.db).catch((err) => deps.log.error({ err }, '搜索索引阅读数同步失败'));
  }, VIEWS_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
