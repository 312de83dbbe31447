import type { AnyRouter } from '@tanstack/react-router';

/** SPEC §8: a chunk or stylesheet that has not loaded after 120 s is a failure. */
export const LOAD_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'aikn:chunk-reload';

/** Raised when a page's code or styles could not be loaded. */
export class LoadFailedError extends Error {
  override readonly name = 'LoadFailedError';
  constructor(message = '页面资源加载失败，请检查网络后刷新重试') {
    super(message);
  }
}

/** Whether an error means a route's code could not be fetched (e.g. after a new deployment). */
export function isChunkLoadError(e: unknown): boolean {
  if (e instanceof LoadFailedError) return true;
  const msg = e instanceof Error ? e.message : String(e);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk/i.test(
    msg,
  );
}

/**
 * Reloads the page once for a failed load; a second failure in the same tab
 * is left to the error page, so a missing file cannot cause a reload loop.
 * Returns whether a reload was started.
 */
export function reloadOnce(win: Window = window): boolean {
  if (win.sessionStorage.getItem(RELOAD_KEY)) return false;
  win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  win.location.reload();
  return true;
}

/** Forgets a past reload once a page has loaded fine, so a later deployment may reload again. */
export function markLoadHealthy(win: Window = window) {
  win.sessionStorage.removeItem(RELOAD_KEY);
}

/**
 * Vite reports failed preloads of chunks and stylesheets with the
 * `vite:preloadError` event; reload once instead of leaving a broken page.
 */
export function installPreloadRecovery(win: Window = window): () => void {
  const onError = (event: Event) => {
    if (reloadOnce(win)) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onError);
  return () => win.removeEventListener('vite:preloadError', onError);
}

/**
 * Watches navigations: one that is still loading (code, styles or data)
 * after {@link LOAD_TIMEOUT_MS} reports a {@link LoadFailedError}.
 */
export function watchLoadTimeout(
  router: AnyRouter,
  onTimeout: (e: LoadFailedError) => void,
  timeoutMs = LOAD_TIMEOUT_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const offStart = router.subscribe('onBeforeLoad', () => {
    stop();
    timer = setTimeout(() => onTimeout(new LoadFailedError('页面加载超时，请检查网络后刷新重试')), timeoutMs);
  });
  const offEnd = router.subscribe('onResolved', () => {
    stop();
    markLoadHealthy();
  });
  return () => {
    stop();
    offStart();
    offEnd();
  };
}

type FailureListener = () => void;
let currentFailure: LoadFailedError | null = null;
const failureListeners = new Set<FailureListener>();

/** Records a load failure for the root layout to show. */
export function reportLoadFailure(e: LoadFailedError | null) {
  currentFailure = e;
  for (const l of failureListeners) l();
}

export function getLoadFailure(): LoadFailedError | null {
  return currentFailure;
}

export function subscribeLoadFailure(l: FailureListener): () => void {
  failureListeners.add(l);
  return () => failureListeners.delete(l);
}
