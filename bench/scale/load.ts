import { setTimeout as sleep } from 'node:timers/promises';
import { type Account, type AckUpload, type AckWrite, type Kind, nextAction } from './workload';

/** One request as the simulated user saw it. */
export interface Sample {
  kind: Kind;
  name: string;
  /** When it was sent, in ms since the run began. */
  startMs: number;
  ms: number;
  status: number;
  ok: boolean;
  backend?: number;
  error?: string;
}

export interface LoadResult {
  samples: Sample[];
  elapsedMs: number;
  uploads: (AckUpload & { account: Account })[];
  writes: (AckWrite & { account: Account })[];
}

export interface LoadPlan {
  /** Where the users send their requests: one server, or the proxy in front of several. */
  base: string;
  accounts: Account[];
  users: number;
  seconds: number;
  thinkMs: number;
  /** Something to do partway through (the kill run's kill -9), at `atMs` after the start; it is told the exact time. */
  midway?: { atMs: number; run: (atMs: number) => void };
  /** Ctrl-C: the users stop at once, and the run rejects. */
  signal: AbortSignal;
}

/**
 * Runs `users` simulated users for `seconds`: each draws an action from the
 * mix, waits for its answer, pauses a little (0.5×–1.5× of the think time)
 * and goes on. Users share their account's sign-in, as colleagues on one
 * login would; a request still running when time is up is waited for and
 * counted. Every acknowledged upload and write is kept for the checks after.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const samples: Sample[] = [];
  const uploads: LoadResult['uploads'] = [];
  const writes: LoadResult['writes'] = [];
  const t0 = performance.now();
  const until = t0 + plan.seconds * 1000;
  const random = Math.random;
  const midway = plan.midway;
  const timer = midway && setTimeout(() => midway.run(performance.now() - t0), midway.atMs);

  async function user(index: number) {
    const account = plan.accounts[index % plan.accounts.length]!;
    // Staggered starts, so the first second is not one burst of 50 identical requests.
    await sleep(random() * plan.thinkMs);
    while (performance.now() < until && !plan.signal.aborted) {
      const action = nextAction(random);
      const start = performance.now();
      const o = await action(plan.base, account, random);
      const end = performance.now();
      samples.push({
        kind: o.kind,
        name: o.name,
        startMs: start - t0,
        ms: end - start,
        status: o.status,
        ok: o.ok,
        backend: o.backend,
        error: o.error,
      });
      if (o.upload) {
        account.uploads.push(o.upload);
        uploads.push({ ...o.upload, account });
      }
      if (o.write) {
        account.writes.push(o.write);
        writes.push({ ...o.write, account });
      }
      if (performance.now() >= until || plan.signal.aborted) break;
      await sleep(plan.thinkMs * (0.5 + random()));
    }
  }

  await Promise.all(Array.from({ length: plan.users }, (_, i) => user(i)));
  clearTimeout(timer);
  plan.signal.throwIfAborted();
  // Until the last answer came in: requests running at the deadline belong to the run.
  const elapsedMs = samples.reduce((most, s) => Math.max(most, s.startMs + s.ms), plan.seconds * 1000);
  return { samples, elapsedMs, uploads, writes };
}
