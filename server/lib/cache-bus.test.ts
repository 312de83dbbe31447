import pino from 'pino';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { secondServer } from '../test/second-server';
import { announceCacheChange, CACHE_CHANNEL, onCacheChange, startCacheListener } from './cache-bus';

let rt: TestRuntime;
// A second server's connections to the same database.
let other: Deps;
let closeOther: () => Promise<void>;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  ({ deps: other, close: closeOther } = secondServer(rt));
});
afterAll(async () => {
  await closeOther();
  await rt.close();
});

/** Drops seen by each database's caches for `topic`, as the handlers receive them. */
function watch(topic: 'labels' | 'search-hot') {
  const seen = new Map<Db, number>();
  const off = onCacheChange(topic, (db) => seen.set(db, (seen.get(db) ?? 0) + 1));
  return { count: (db: Db) => seen.get(db) ?? 0, off };
}

/** Sessions of this database listening on the cache channel. */
const listeners = async () =>
  (
    await rt.deps.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = $1`,
      [`listen ${CACHE_CHANNEL}`],
    )
  ).rows.map((r) => r.pid);

describe('cache bus', () => {
  it("drops the other server's copy within a second of a change announced here, and this server's at once", async () => {
    const labels = watch('labels');
    const hot = watch('search-hot');
    const stop = startCacheListener({ ...other, log });
    try {
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(1));
      // The listener drops everything when it (re)connects: count from here.
      await vi.waitFor(() => expect(labels.count(other.db)).toBe(1));
      await announceCacheChange(rt.deps.db, 'labels');
      // The announcing server needs no round trip to forget its own copy.
      expect(labels.count(rt.deps.db)).toBe(1);
      const sent = Date.now();
      await vi.waitFor(() => expect(labels.count(other.db)).toBe(2), { timeout: 1_000, interval: 5 });
      expect(Date.now() - sent).toBeLessThan(1_000);
      // Only the topic announced is dropped.
      expect(hot.count(other.db)).toBe(1);
    } finally {
      labels.off();
      hot.off();
      await stop();
    }
  });

  it('reconnects after its session is lost and drops every cache, since announcements may have been missed', async () => {
    const hot = watch('search-hot');
    const stop = startCacheListener({ ...other, log });
    try {
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(1));
      await vi.waitFor(() => expect(hot.count(other.db)).toBe(1));
      const [pid] = await listeners();
      await rt.deps.pool.query('select pg_terminate_backend($1)', [pid]);
      // Missed while down: the reconnect drops the copy anyway.
      await announceCacheChange(rt.deps.db, 'search-hot');
      await vi.waitFor(async () => expect((await listeners()).filter((p) => p !== pid)).toHaveLength(1), { timeout: 5_000 });
      await vi.waitFor(() => expect(hot.count(other.db)).toBeGreaterThanOrEqual(2));
      // And it listens again.
      const before = hot.count(other.db);
      await announceCacheChange(rt.deps.db, 'search-hot');
      await vi.waitFor(() => expect(hot.count(other.db)).toBe(before + 1), { timeout: 1_000 });
    } finally {
      hot.off();
      await stop();
    }
    // Stopped: the session is gone and stays gone.
    await vi.waitFor(async () => expect(await listeners()).toEqual([]));
  });
});
