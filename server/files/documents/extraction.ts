import { ApiError } from '../../http/errors';
import { blobReader, readBlob } from '../blob-reader';
import type { BlobStore } from '../blob-store';
import type { DocumentKind } from './document-type';
import type { Extraction } from './extract-text';
import { runInWorker, WorkerBusyError, WorkerCrashError, WorkerTimeoutError } from './worker-pool';
import { readZipDirectory } from './zip-directory';
import { DEFAULT_ZIP_LIMITS, type ZipLimits, zipBombReason } from './zip-guard';

export interface ExtractOptions {
  /** Time limit of the parse (AIKN_EXTRACT_TIMEOUT_S). */
  timeoutMs: number;
  zipLimits?: ZipLimits;
}

const failed = (error: string): Extraction => ({ status: 'failed', text: '', pageCount: null, error });

export const isOffice = (kind: DocumentKind) => kind === 'docx' || kind === 'xlsx' || kind === 'pptx';

/**
 * Why an Office file must not be parsed at all (a decompression bomb), or null.
 * Reads the ZIP directory only.
 */
export async function officeRefusal(store: BlobStore, key: string, size: number, limits = DEFAULT_ZIP_LIMITS) {
  const entries = await readZipDirectory(blobReader(store, key), size);
  if (!entries) return '文件结构损坏，无法读取压缩目录';
  return zipBombReason(entries, limits);
}

/** A Chinese reason for a worker that ran out of time or memory. */
/** Previews a reader waits on are refused, not queued without end, once this many jobs wait for a worker. */
export const PREVIEW_MAX_QUEUED = 16;

/** A 503 for a preview refused because the workers are saturated (never cached: it says nothing of the file). */
export function refuseWhenBusy(err: unknown): void {
  if (err instanceof WorkerBusyError) throw new ApiError(503, '预览服务繁忙，请稍后再试');
}

export function workerFailure(err: unknown, timeoutMs: number): string | null {
  if (err instanceof WorkerTimeoutError) return `处理超时（超过 ${Math.max(1, Math.round(timeoutMs / 1000))} 秒）`;
  if (err instanceof WorkerCrashError) return '文件过大或结构异常，解析时资源不足';
  return null;
}

/**
 * The text of a stored document, parsed in a worker process under a time and
 * memory limit, after the ZIP guard for Office files. Never throws for a bad
 * file: the document keeps its file and records why there is no text.
 */
export async function extractStored(
  store: BlobStore,
  blob: { key: string; size: number },
  kind: DocumentKind,
  opts: ExtractOptions,
): Promise<Extraction> {
  if (kind === 'image') return { status: 'unsupported', text: '', pageCount: null, error: null };
  if (isOffice(kind)) {
    const refusal = await officeRefusal(store, blob.key, blob.size, opts.zipLimits);
    if (refusal) return failed(`未提取文本：${refusal}`);
  }
  const bytes = await readBlob(store, blob.key);
  try {
    return await runInWorker<Extraction>({ type: 'extract', kind, bytes }, opts.timeoutMs);
  } catch (err) {
    const reason = workerFailure(err, opts.timeoutMs);
    if (reason) return failed(`文本提取失败：${reason}，文件已保存，可下载查看`);
    throw err;
  }
}
