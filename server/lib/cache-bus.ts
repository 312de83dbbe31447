import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';

/**
 * Cross-server invalidation of what a process keeps in memory (decision 036).
 * A change is announced with NOTIFY on one channel; every server LISTENs on a
 * connection of its own and drops its copy when the topic arrives, so an
 * administrator's change made through one server is seen by all of them
 * within the time a notification takes (milliseconds). The announcing process
 * drops its own copy at once as well, so its caller reads its own write.
 */
export const CACHE_CHANNEL = 'aikn_cache';

export const CACHE_TOPICS = ['labels', 'search-hot'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

type Handler = (db: Db) => void;
const handlers = new Map<CacheTopic, Set<Handler>>();

/** Registers what to drop when `topic` changes anywhere; `db` is the database the change was made in. */
export function onCacheChange(topic: CacheTopic, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) {
    set = new Set();
    handlers.set(topic, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

function dropLocal(db: Db, topics: readonly CacheTopic[]) {
  for (const topic of topics) for (const h of handlers.get(topic) ?? []) h(db);
}

const isTopic = (v: string): v is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(v);

/**
 * Tells every server that `topic` changed. Call it once the change has
 * committed: a listener that drops its copy before the commit could read
 * the old rows again.
 */
export async function announceCacheChange(db: Db, topic: CacheTopic): Promise<void> {
  dropLocal(db, [topic]);
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${topic})`);
}

export interface CacheListenerDeps {
  db: Db;
  pool: pg.Pool;
  log: Pick<Logger, 'warn' | 'info'>;
}

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * Listens for announced changes on a connection outside the pool (a LISTEN
 * holds its session for good). When that session is lost, notifications
 * sent meanwhile are lost with it, so every cache is dropped on reconnect:
 * a copy may be stale, never kept past a reconnect. Returns a stop function.
 */
export function startCacheListener(deps: CacheListenerDeps): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client(deps.pool.options);
    client = c;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      if (!stopped) deps.log.warn({ err }, '缓存失效通知的连接已断开，正在重连');
      c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', fail);
    c.on('end', () => fail(new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload && isTopic(msg.payload)) dropLocal(deps.db, [msg.payload]);
    });
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
      retryMs = RETRY_MIN_MS;
      // Whatever was announced while no session listened is unknown: start afresh.
      dropLocal(deps.db, CACHE_TOPICS);
    } catch (err) {
      fail(err as Error);
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
