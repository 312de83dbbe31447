import { ApiError, badRequest } from '../../http/errors';
import { runInWorker, WorkerBusyError, WorkerTimeoutError } from '../documents/worker-pool';

/** Imports waiting for a worker beyond this are told to come back (an administrator waits on each). */
const MAX_QUEUED = 4;

/** Why a file the worker could not finish is refused, in Chinese. */
function unreadable(err: unknown, timeoutMs: number): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof WorkerBusyError) return new ApiError(503, '服务器正忙于处理其他导入文件，请稍后再试');
  if (err instanceof WorkerTimeoutError) {
    return badRequest(`文件：${Math.round(timeoutMs / 1000)} 秒内未能读完，文件过大或过于复杂，请拆分后再导入`);
  }
  return badRequest('文件：文件过大或已损坏，无法读取');
}

/**
 * Runs a parser of an uploaded file — `fn` exported by the server file at
 * `url` (e.g. `new URL('./read-file.ts', import.meta.url).href`) — in a
 * worker process under its time and memory limits, so a large or hostile
 * file never holds the event loop (issue 27). A refusal the parser throws
 * (an ApiError) arrives as itself; a timeout, a crash or running out of
 * memory is a 400 naming the file.
 */
export async function parseInWorker<R>(url: string, fn: string, args: unknown[], timeoutMs: number): Promise<R> {
  try {
    return await runInWorker<R>({ type: 'call', url, fn, args }, timeoutMs, { maxQueued: MAX_QUEUED });
  } catch (err) {
    throw unreadable(err, timeoutMs);
  }
}
