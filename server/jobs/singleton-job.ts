import type pg from 'pg';
import type { Deps } from '../deps';

export type JobDeps = Pick<Deps, 'pool' | 'log'>;

/** When each job last finished a run in this process (tests and diagnostics read it). */
const lastSuccess = new Map<string, Date>();

export const lastJobSuccess = (name: string): Date | undefined => lastSuccess.get(name);

/**
 * Runs `body` only while this process holds the lease on `name`: a
 * session-level advisory lock taken on a client checked out of the pool for
 * the whole run. Another server already running the job makes this run a
 * skip (false). A server that dies mid-job loses its session and the lock
 * with it, so the next tick anywhere runs the job again; nothing stays
 * claimed by a dead process. Errors of the body reach the caller after the
 * lease is given back.
 */
export async function runSingleton(
  deps: JobDeps,
  name: string,
  body: () => Promise<void>,
  opts: { skipWithinMs?: number } = {},
): Promise<boolean> {
  const client = await deps.pool.connect();
  let broken: Error | undefined;
  let held = false;
  // A checked-out client has no error listener; a dropped session would otherwise crash the process.
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    const key = `job:${name}`;
    const r = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key]);
    held = r.rows[0]?.ok === true;
    if (!held) {
      deps.log.debug({ job: name }, '后台任务正由其他服务进程执行，本次跳过');
      return false;
    }
    if (opts.skipWithinMs !== undefined && (await ranWithin(client, name, opts.skipWithinMs))) {
      deps.log.debug({ job: name }, '后台任务刚由其他服务进程完成，本次跳过');
      return false;
    }
    await body();
    // The work is done even when its session died meanwhile; the next tick then simply runs again.
    broken = await recordRun(client, name);
    lastSuccess.set(name, new Date());
    return true;
  } catch (err) {
    // Failing before the lock was taken means the session itself is in doubt.
    if (!held) broken = err as Error;
    throw err;
  } finally {
    if (held && !broken) broken = await unlock(client, name);
    client.removeListener('error', onError);
    // A client whose session failed is destroyed: ending the session is what frees the lock then.
    client.release(broken);
  }
}

/** Whether any server finished `name` less than `ms` ago (read under the job's lease, so no run slips in between). */
async function ranWithin(client: pg.PoolClient, name: string, ms: number): Promise<boolean> {
  const r = await client.query<{ recent: boolean }>(
    `select finished_at > now() - make_interval(secs => $2::float8 / 1000) as recent from job_runs where name = $1`,
    [name, ms],
  );
  return r.rows[0]?.recent === true;
}

async function recordRun(client: pg.PoolClient, name: string): Promise<Error | undefined> {
  try {
    await client.query(
      `insert into job_runs (name, finished_at, runs) values ($1, now(), 1)
       on conflict (name) do update set finished_at = now(), runs = job_runs.runs + 1`,
      [name],
    );
    return undefined;
  } catch (err) {
    return err as Error;
  }
}

async function unlock(client: pg.PoolClient, name: string): Promise<Error | undefined> {
  try {
    await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`job:${name}`]);
    return undefined;
  } catch (err) {
    return err as Error;
  }
}

export interface IntervalJob {
  /** The lease name, the same in every process. */
  name: string;
  intervalMs: number;
  /** Run once right away as well as on every tick. */
  runAtStart?: boolean;
  /** What the log says when a run fails. */
  failMessage: string;
  run: () => Promise<void>;
}

/**
 * Runs a job on its interval in every process, the body at most once at a
 * time across all of them (runSingleton), and not again within half an
 * interval of its last run anywhere: with several servers the work still
 * happens about once per interval, by whichever ticks first. The timer never keeps the process
 * alive; failures after stop are not logged (the pool is closing). Returns a
 * stop function.
 */
export function startSingletonJob(deps: JobDeps, job: IntervalJob): () => void {
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    runSingleton(deps, job.name, job.run, { skipWithinMs: job.intervalMs / 2 }).catch((err) => {
      if (!stopped) deps.log.error({ err, job: job.name }, job.failMessage);
    });
  };
  if (job.runAtStart) tick();
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
