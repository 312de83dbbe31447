import { LIBRARY_FILE_PATH } from '@contract/library/library';
import { wikiDetail } from '@contract/wiki/wiki';
import { callJson, download } from './client';
import type { LoadResult } from './load';

/** A server checked directly, bypassing the proxy. */
export interface Target {
  number: number;
  base: string;
}

/** What one server gave back of a run's acknowledged uploads and writes. */
export interface ServerCheck {
  number: number;
  uploadsOk: number;
  writesOk: number;
  /** Ids of the acknowledged uploads and writes this server did not give back intact. */
  badUploads: number[];
  badWrites: number[];
  /** Ids with the reason, e.g. 「上传 #123：状态 404」. */
  problems: string[];
}

/** Runs `work` over `items` with at most `limit` at a time (the checks must not swamp the two cores either). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Every acknowledged upload downloaded whole from each server and compared
 * by sha256, every acknowledged write read back by its author from each
 * server: what a load balancer may route to any of them must be there.
 */
export async function verifyRun(run: LoadResult, targets: Target[]): Promise<ServerCheck[]> {
  const checks: ServerCheck[] = [];
  for (const target of targets) {
    const check: ServerCheck = { number: target.number, uploadsOk: 0, writesOk: 0, badUploads: [], badWrites: [], problems: [] };
    await eachLimited(run.uploads, 6, async ({ id, file, account }) => {
      const a = await download(target.base, LIBRARY_FILE_PATH.replace(':id', String(id)), account.token);
      if (!a.error && a.status === 200 && a.sha256 === file.sha256 && a.bytes === file.size) check.uploadsOk++;
      else {
        check.badUploads.push(id);
        check.problems.push(
          `上传 #${id}：${a.error ?? (a.status === 200 ? `内容不一致（${a.bytes}/${file.size} 字节）` : `状态 ${a.status}`)}`,
        );
      }
    });
    await eachLimited(run.writes, 6, async ({ id, title, account }) => {
      const a = await callJson<{ title: string }>(target.base, 'GET', wikiDetail.path.replace(':id', String(id)), account.token);
      if (!a.error && a.status === 200 && a.body?.data?.title === title) check.writesOk++;
      else {
        check.badWrites.push(id);
        check.problems.push(`写入 #${id}：${a.error ?? `状态 ${a.status} ${a.body?.message ?? ''}`}`);
      }
    });
    checks.push(check);
  }
  return checks;
}
