import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import type { BlobStore } from './blob-store';

/** A key some table records, with the SHA-256 it records beside it (null where the table keeps none). */
export interface BlobRef {
  key: string;
  sha256: string | null;
}

/**
 * Every blob key the database refers to: uploaded files (documents, videos,
 * posters, renditions, images, attachments all have a `files` row), avatars
 * and uploaded system images.
 */
export async function referencedBlobs(conn: Conn): Promise<BlobRef[]> {
  const r = await conn.execute<{ key: string; sha256: string | null }>(sql`
    select storage_key as key, sha256 from files
    union all select avatar_key, avatar_hash from users where avatar_key is not null
    union all select blob_key, null from image_paths where blob_key is not null`);
  const byKey = new Map<string, BlobRef>();
  for (const row of r.rows) {
    const known = byKey.get(row.key);
    if (!known || (!known.sha256 && row.sha256)) byKey.set(row.key, { key: row.key, sha256: row.sha256 });
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** SHA-256 of a stored blob, read as a stream; null when the store has no such key. */
export async function hashOf(store: BlobStore, key: string): Promise<string | null> {
  const stream = await store.get(key);
  if (!stream) return null;
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface MigrateResult {
  copied: number;
  /** Already in the target with the right bytes (an earlier, interrupted run copied them). */
  skipped: number;
  /** Recorded in the database but absent from the source: nothing to copy. */
  missing: number;
  /** Source bytes that do not match the recorded hash, or a copy that did not read back equal. */
  failed: number;
  bytes: number;
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

/**
 * Copies each referenced blob from one store to the other under the same
 * key, then reads the copy back and checks its SHA-256 against the recorded
 * hash (or the source's). A key already in the target with the right bytes is
 * skipped, so an interrupted run resumes where it stopped; a wrong copy is
 * replaced. The source is never changed.
 */
export async function migrateBlobs(opts: {
  refs: BlobRef[];
  from: BlobStore;
  to: BlobStore;
  report: (line: string) => void;
}): Promise<MigrateResult> {
  const { refs, from, to, report } = opts;
  const result: MigrateResult = { copied: 0, skipped: 0, missing: 0, failed: 0, bytes: 0 };
  const width = String(refs.length).length;
  for (const [i, ref] of refs.entries()) {
    const at = `[${String(i + 1).padStart(width)}/${refs.length}]`;
    if (await to.stat(ref.key)) {
      const expected = ref.sha256 ?? (await hashOf(from, ref.key));
      if (expected && (await hashOf(to, ref.key)) === expected) {
        result.skipped++;
        report(`${at} 已存在且校验一致，跳过 ${ref.key}`);
        continue;
      }
    }
    const source = await from.get(ref.key);
    if (!source) {
      result.missing++;
      report(`${at} 源存储中没有 ${ref.key}，无法复制`);
      continue;
    }
    // A copy that does not match (cut off, or its bytes damaged) is replaced.
    await to.delete(ref.key);
    let copy: Awaited<ReturnType<BlobStore['putWithKey']>>;
    try {
      copy = await to.putWithKey(ref.key, source);
    } catch (err) {
      result.failed++;
      report(`${at} 复制 ${ref.key} 失败：${(err as Error).message}`);
      continue;
    }
    const expected = ref.sha256 ?? copy.sha256;
    const readBack = await hashOf(to, ref.key);
    if (copy.sha256 !== expected || readBack !== expected) {
      await to.delete(ref.key);
      result.failed++;
      report(`${at} 校验失败，未保留副本：${ref.key}（期望 SHA-256 ${expected}，实得 ${readBack ?? copy.sha256}）`);
      continue;
    }
    result.copied++;
    result.bytes += copy.size;
    report(`${at} 已复制并校验 ${ref.key}（${mb(copy.size)}）`);
  }
  return result;
}
