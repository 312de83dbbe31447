import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../../http/errors';
import type { WorkerJob } from './worker-jobs';

/** The job did not finish in time; its worker was stopped. */
export class WorkerTimeoutError extends Error {}
/** The worker died (out of memory, crashed in native code) while running the job. */
export class WorkerCrashError extends Error {}

/** Too many jobs already wait: an interactive caller is told to come back rather than queue without end. */
export class WorkerBusyError extends Error {}

/** Heap of one worker: enough for large Office files, far below the machine's memory. */
const WORKER_HEAP_MB = 1024;
const MAX_WORKERS = 2;
const IDLE_MS = 30_000;

/** tsx's loader API, resolved from here when the runtime can (a bare specifier resolves from the job process's entry). */
function tsxApi(): string {
  const resolve = (import.meta as { resolve?: (s: string) => string }).resolve;
  try {
    return resolve ? resolve('tsx/esm/api') : 'tsx/esm/api';
  } catch {
    return 'tsx/esm/api';
  }
}

/**
 * The job module's and the job process entry's file URLs. Written through a
 * variable so Vite (SPA tests run the server in-process) does not rewrite
 * `new URL(…, import.meta.url)` into an asset URL of the test page.
 */
const moduleUrl = import.meta.url;
const JOBS_URL = new URL('./worker-jobs.ts', moduleUrl).href;
const ENTRY = fileURLToPath(new URL('./job-child.mjs', moduleUrl));

/**
 * A job process. Not a worker thread: the native image decoder of
 * @napi-rs/canvas segfaults on some malformed files, and a segfault in a
 * thread ends the whole server, while a child process only ends itself (see
 * docs/decisions/026-native-decoding-in-child-processes.md).
 */
interface Slot {
  worker: ChildProcess;
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
  const worker = fork(ENTRY, [tsxApi(), JOBS_URL], {
    // Only the heap limit: the server's own flags (an inspector, a loader) are not the job's.
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    // Structured clone, so bytes and results cross as Uint8Array rather than JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const slot: Slot = { worker, busy: false, idleTimer: null };
  // An idle worker never keeps the process (or a test run) alive.
  hold(slot, false);
  slots.add(slot);
  worker.on('exit', () => slots.delete(slot));
  worker.on('error', () => slots.delete(slot));
  return slot;
}

/** Whether a worker keeps the server's event loop alive: only while it runs a job. */
function hold(slot: Slot, on: boolean): void {
  if (on) {
    slot.worker.ref();
    slot.worker.channel?.ref();
  } else {
    slot.worker.unref();
    slot.worker.channel?.unref();
  }
}

/** Stops a worker at once: a job that overran or a worker that misbehaved gets no grace. */
const stop = (slot: Slot) => void slot.worker.kill('SIGKILL');

/** Takes a slot for a job, making the job first when it is made on demand. */
function start(slot: Slot, p: Pending): void {
  slot.busy = true;
  if (slot.idleTimer) clearTimeout(slot.idleTimer);
  if (typeof p.job !== 'function') {
    run(slot, p, p.job);
    return;
  }
  p.job().then(
    (job) => run(slot, p, job),
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
    else stop(slot);
    pump();
  };
  const onMessage = (m: { id: number; ok: boolean; result?: unknown; error?: string; status?: number }) => {
    if (m.id !== id) return;
    const failure = () => (m.status ? new ApiError(m.status as ApiError['status'], m.error ?? '处理失败') : new Error(m.error));
    finish(() => (m.ok ? p.resolve(m.result) : p.reject(failure())), true);
  };
  const onError = (err: Error) => finish(() => p.reject(new WorkerCrashError(err.message)), false);
  const onExit = (code: number | null, signal: string | null) =>
    finish(() => p.reject(new WorkerCrashError(`worker exited (${signal ?? `code ${code}`})`)), false);
  const timer = setTimeout(
    () => finish(() => p.reject(new WorkerTimeoutError(`job took longer than ${p.timeoutMs} ms`)), false),
    p.timeoutMs,
  );
  worker.on('message', onMessage);
  worker.once('error', onError);
  worker.once('exit', onExit);
  hold(slot, true);
  const failed = (err: Error | null) => {
    // A job that cannot be sent (the worker is already gone) fails now, not at the timeout.
    if (err) finish(() => p.reject(new WorkerCrashError(err.message)), false);
  };
  try {
    worker.send({ id, job: plain(job) }, failed);
  } catch (err) {
    failed(err instanceof Error ? err : new Error(String(err)));
  }
}

/** Node's serialiser keeps a Buffer a Buffer, which pdf.js refuses: the worker gets a plain Uint8Array view. */
const view = (v: unknown) => (Buffer.isBuffer(v) ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : v);
const plain = (job: WorkerJob): WorkerJob => {
  if (job.type === 'call') return { ...job, args: job.args.map(view) };
  return 'bytes' in job ? ({ ...job, bytes: view(job.bytes) } as WorkerJob) : job;
};

function release(slot: Slot): void {
  slot.busy = false;
  hold(slot, false);
  slot.idleTimer = setTimeout(() => stop(slot), IDLE_MS);
  slot.idleTimer.unref();
}

function pump(): void {
  while (queue.length > 0) {
    const free = [...slots].find((s) => !s.busy) ?? (slots.size < MAX_WORKERS ? spawn() : null);
    if (!free) return;
    start(free, queue.shift()!);
  }
}

/**
 * Runs a job in a worker process with a heap limit and a time limit; on
 * timeout or crash (a native segfault included) the worker is stopped and a
 * fresh one serves the next job. The job's bytes are copied to the worker.
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
  return new Promise<R>((resolve, reject) => {
    queue.push({ job, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
    pump();
  });
}
