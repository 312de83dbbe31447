import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import type { Deps } from '../deps';
import { PURGE_JOB } from '../knowledge/purge-job';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { secondServer } from '../test/second-server';
import { lastJobSuccess, runSingleton, startSingletonJob } from './singleton-job';

let rt: TestRuntime;
// A second server's connections to the same database.
let other: Deps;
let closeOther: () => Promise<void>;
const log = pino({ level: 'silent' });
const server = (pool: Deps['pool']) => ({ pool, log });

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  ({ deps: other, close: closeOther } = secondServer(rt));
});
afterAll(async () => {
  await closeOther();
  await rt.close();
});

/** Backends of this database holding an advisory lock. */
const advisoryHolders = async () =>
  (
    await rt.deps.pool.query<{ pid: number }>(
      `select l.pid from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and l.granted and d.datname = current_database()`,
    )
  ).rows.map((r) => r.pid);

describe('singleton jobs', () => {
  it('runs the body once when two servers start the same job at the same moment', async () => {
    let runs = 0;
    const body = async () => {
      runs++;
      await sleep(200);
    };
    const results = await Promise.all([
      runSingleton(server(rt.deps.pool), PURGE_JOB, body),
      runSingleton(server(other.pool), PURGE_JOB, body),
      runSingleton(server(other.pool), PURGE_JOB, body),
    ]);
    expect(runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    // The lease is given back: the next tick runs again, and the success is recorded.
    const before = Date.now();
    expect(await runSingleton(server(other.pool), PURGE_JOB, body)).toBe(true);
    expect(runs).toBe(2);
    expect(lastJobSuccess(PURGE_JOB)?.getTime()).toBeGreaterThanOrEqual(before);
    expect(await advisoryHolders()).toEqual([]);
  });

  it('frees the lease of a server whose session dies mid-job for the next run', async () => {
    let release: () => void = () => undefined;
    const hanging = runSingleton(server(other.pool), 'test.dies', () => new Promise<void>((r) => (release = r)));
    await vi.waitFor(async () => expect(await advisoryHolders()).toHaveLength(1));
    expect(await runSingleton(server(rt.deps.pool), 'test.dies', async () => undefined)).toBe(false);
    const [pid] = await advisoryHolders();
    await rt.deps.pool.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(async () => expect(await advisoryHolders()).toEqual([]));
    let ran = false;
    expect(
      await runSingleton(server(rt.deps.pool), 'test.dies', async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
    // The dead server's run ends without crashing the process, and its broken client leaves the pool.
    release();
    await hanging;
    expect(await runSingleton(server(other.pool), 'test.dies', async () => undefined)).toBe(true);
  });

  it('logs a failed run and keeps ticking until stopped', async () => {
    const errors: unknown[] = [];
    const spy = { ...log, debug: () => undefined, error: (o: unknown) => errors.push(o) } as never;
    let runs = 0;
    const stop = startSingletonJob(
      { pool: rt.deps.pool, log: spy },
      {
        name: 'test.fails',
        intervalMs: 30,
        runAtStart: true,
        failMessage: '失败',
        run: async () => {
          runs++;
          throw new Error('boom');
        },
      },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    stop();
    const seen = runs;
    await sleep(100);
    expect(runs).toBe(seen);
    expect(errors[0]).toMatchObject({ job: 'test.fails' });
    expect(lastJobSuccess('test.fails')).toBeUndefined();
  });

  it('leaves a job another server finished within half an interval, and runs it once per interval across servers', async () => {
    const runsOf = async (name: string) =>
      (await rt.deps.pool.query<{ runs: number }>('select runs from job_runs where name = $1', [name])).rows[0]?.runs ?? 0;
    let runs = 0;
    const job = { name: 'test.cluster', intervalMs: 400, failMessage: '失败', run: async () => void runs++ };
    // Server A runs it; server B ticking right after leaves it, as does A itself.
    expect(await runSingleton(server(rt.deps.pool), job.name, job.run, { skipWithinMs: 200 })).toBe(true);
    expect(await runSingleton(server(other.pool), job.name, job.run, { skipWithinMs: 200 })).toBe(false);
    expect(runs).toBe(1);
    expect(await runsOf(job.name)).toBe(1);
    await sleep(250);
    expect(await runSingleton(server(other.pool), job.name, job.run, { skipWithinMs: 200 })).toBe(true);
    expect(runs).toBe(2);
    // Two servers ticking every 400 ms for ~2 s: about five runs between them, not ten.
    runs = 0;
    const stops = [
      startSingletonJob(server(rt.deps.pool), { ...job, runAtStart: true }),
      startSingletonJob(server(other.pool), { ...job, runAtStart: true }),
    ];
    await sleep(2_100);
    for (const stop of stops) stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(7);
  });
});
