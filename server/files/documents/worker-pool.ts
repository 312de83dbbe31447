import { Worker } from 'node:worker_threads';
import type { WorkerJob } from './worker-jobs';

/** The job did not finish in time; its worker was stopped. */
export class WorkerTimeoutError extends Error {}
/** The worker died (out of memory, crashed) while running the job. */
export class WorkerCrashError extends Error {}

/** Too many jobs already wait: an interactive caller is told to come back rather than queue without end. */
export class WorkerBusyError extends Error {}

/** Heap of one worker: enough for large Office files, far below the machine's memory. */
const WORKER_HEAP_MB = 1024;
const MAX_WORKERS = 2;
const IDLE_MS = 30_000;

// The worker loads the TypeScript job module through tsx, as the server itself does.
const BOOT = `
import { parentPort, workerData } from 'node:worker_threads';
const { register } = await import(workerData.tsx);
register();
const { runJob } = await import(workerData.jobs);
parentPort.on('message', async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: await runJob(job) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

/** tsx's loader API, resolved from here when the runtime can (a bare specifier resolves from the working directory). */
function tsxApi(): string {
  const resolve = (import.meta as { resolve?: (s: string) => string }).resolve;
  try {
    return resolve ? resolve('tsx/esm/api') : 'tsx/esm/api';
  } catch {
    return 'tsx/esm/api';
  }
}

/**
 * The job module's file URL. Written through a variable so Vite (SPA tests run
 * the server in-process) does not rewrite `new URL(…, import.meta.url)` into an
 * asset URL of the test page.
 */
const moduleUrl = import.meta.url;
const JOBS_URL = new URL('./worker-jobs.ts', moduleUrl).href;

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer: NodeJS.Timeout | null;
}

interface Pending {
  /** The job, or what makes it when a worker is free: bytes are read then, so waiting jobs hold none. */
  job: WorkerJob | (() => Promise<WorkerJob>);
  timeoutMs: number;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

const slots = new Set<Slot>();
const queue: Pending[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: { tsx: tsxApi(), jobs: JOBS_URL },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  // An idle worker never keeps the process (or a test run) alive.
  worker.unref();
  const slot: Slot = { worker, busy: false, idleTimer: null };
  slots.add(slot);
  worker.on('exit', () => slots.delete(slot));
  worker.on('error', () => slots.delete(slot));
  return slot;
}

/** Takes a slot for a job, making the job first when it is made on demand. */
function start(slot: Slot, p: Pending): void {
  slot.busy = true;
  if (slot.idleTimer) clearTimeout(slot.idleTimer);
  if (typeof p.job !== 'function') {
    run(slot, p, p.job);
    return;
  }
  p.job().then(
    (job) => run(slot, p, owned(job)),
    (err: unknown) => {
      p.reject(err instanceof Error ? err : new Error(String(err)));
      release(slot);
      pump();
    },
  );
}

function run(slot: Slot, p: Pending, job: WorkerJob): void {
  const id = nextId++;
  const { worker } = slot;
  const finish = (settle: () => void, keep: boolean) => {
    clearTimeout(timer);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    settle();
    if (keep) release(slot);
    else void worker.terminate();
    pump();
  };
  const onMessage = (m: { id: number; ok: boolean; result?: unknown; error?: string }) => {
    if (m.id !== id) return;
    finish(() => (m.ok ? p.resolve(m.result) : p.reject(new Error(m.error))), true);
  };
  const onError = (err: Error) => finish(() => p.reject(new WorkerCrashError(err.message)), false);
  const onExit = () => finish(() => p.reject(new WorkerCrashError('worker exited')), false);
  const timer = setTimeout(
    () => finish(() => p.reject(new WorkerTimeoutError(`job took longer than ${p.timeoutMs} ms`)), false),
    p.timeoutMs,
  );
  worker.on('message', onMessage);
  worker.once('error', onError);
  worker.once('exit', onExit);
  const transfer = 'bytes' in job ? [job.bytes.buffer as ArrayBuffer] : [];
  worker.ref();
  try {
    worker.postMessage({ id, job }, transfer);
  } catch (err) {
    // A job that cannot be sent (e.g. its bytes were already transferred) fails now, not at the timeout.
    finish(() => p.reject(err instanceof Error ? err : new Error(String(err))), true);
  }
}

function release(slot: Slot): void {
  slot.busy = false;
  slot.worker.unref();
  slot.idleTimer = setTimeout(() => void slot.worker.terminate(), IDLE_MS);
  slot.idleTimer.unref();
}

function pump(): void {
  while (queue.length > 0) {
    const free = [...slots].find((s) => !s.busy) ?? (slots.size < MAX_WORKERS ? spawn() : null);
    if (!free) return;
    start(free, queue.shift()!);
  }
}

/** A standalone copy of the bytes, so transferring it to the worker detaches nothing else. */
const own = (b: Uint8Array) => (b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : b.slice());
const owned = (job: WorkerJob): WorkerJob => ('bytes' in job ? ({ ...job, bytes: own(job.bytes) } as WorkerJob) : job);

/**
 * Runs a job in a worker thread with a heap limit and a time limit; on
 * timeout or crash the worker is stopped and a fresh one serves the next job.
 * The job's bytes are transferred, not copied: the caller must not use them afterwards.
 * A job given as a function is made only when a worker is free (its bytes are
 * not held while it waits); `maxQueued` refuses it with WorkerBusyError when
 * that many jobs already wait, for callers a person waits on (previews).
 */
export function runInWorker<R>(
  job: WorkerJob | (() => Promise<WorkerJob>),
  timeoutMs: number,
  opts: { maxQueued?: number } = {},
): Promise<R> {
  if (opts.maxQueued !== undefined && queue.length >= opts.maxQueued) {
    return Promise.reject(new WorkerBusyError('too many jobs waiting'));
  }
  const made = typeof job === 'function' ? job : owned(job);
  return new Promise<R>((resolve, reject) => {
    queue.push({ job: made, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
    pump();
  });
}
