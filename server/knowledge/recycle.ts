import { RECYCLE_RETENTION_DAYS } from '@contract/knowledge/knowledge';
import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Conn, Db } from '../db/client';
import type { BlobStore } from '../files/blob-store';
import { forbidden, notFound } from '../http/errors';
import { intArray } from '../lib/int-array';
import { paged } from '../lib/paged';
import { reindexItem } from '../search/index-doc';
import { keywordFilter } from '../search/keyword-filter';
import { itemFiles, sweepFiles } from './file-sweep';
import { isManager, readableItem } from './item';
import { recordStep } from './lifecycle-event';

/** Moves an item to the recycle bin; its versions, comments and counts stay for a restore. */
export async function removeItem(db: Db, reader: Reader, domainId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await readableItem(tx, reader, domainId, id, true);
    if (!isManager(reader, item)) throw forbidden('只有作者或管理员可以删除');
    await tx.execute(sql`update knowledge set deleted_at = now(), deleted_by = ${reader.id} where id = ${item.id}`);
    await reindexItem(tx, item.id);
    await recordStep(tx, 'delete', reader, item);
  });
}

export interface RecycleItem {
  id: number;
  domainId: number;
  title: string;
  author: { id: number; nickname: string };
  deletedBy: { id: number; nickname: string } | null;
  deletedAt: string;
  purgeAt: string;
}

/** Items in the bin the caller wrote or deleted; admins see every item. */
export async function recycleList(
  db: Db,
  reader: Reader,
  q: { page: number; size: number; domainId?: number; keyword?: string },
): Promise<{ total: number; list: RecycleItem[] }> {
  const where = sql`k.deleted_at is not null
    and (${reader.isAdmin} or k.author_id = ${reader.id} or k.deleted_by = ${reader.id})
    ${q.domainId !== undefined ? sql`and k.domain_id = ${q.domainId}` : sql``}
    ${q.keyword ? sql`and ${keywordFilter([sql`k.title`], q.keyword)}` : sql``}`;
  const page = await paged<{
    id: number;
    domain_id: number;
    title: string;
    author_id: number;
    author_nickname: string;
    deleted_by: number | null;
    deleter_nickname: string | null;
    deleted_at: Date;
  }>(db, {
    // author_id is a not-null foreign key: the left join drops no item, and the count can skip it.
    from: sql`knowledge k left join users a on a.id = k.author_id left join users d on d.id = k.deleted_by`,
    where,
    order: sql`k.deleted_at desc, k.id desc`,
    columns: sql`k.id, k.domain_id, k.title, k.author_id, a.nickname as author_nickname,
        k.deleted_by, d.nickname as deleter_nickname, k.deleted_at`,
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => {
      const deletedAt = new Date(r.deleted_at);
      return {
        id: r.id,
        domainId: r.domain_id,
        title: r.title,
        author: { id: r.author_id, nickname: r.author_nickname },
        deletedBy:
          r.deleted_by !== null && r.deleter_nickname !== null ? { id: r.deleted_by, nickname: r.deleter_nickname } : null,
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + RECYCLE_RETENTION_DAYS * 86_400_000).toISOString(),
      };
    }),
  };
}

/** A deleted item its author or an admin may restore or purge; anyone else learns nothing about it. */
async function binnedItem(conn: Conn, reader: Reader, id: number): Promise<{ id: number; domain_id: number }> {
  const rows = await conn.execute<{ id: number; domain_id: number; author_id: number }>(
    sql`select id, domain_id, author_id from knowledge where id = ${id} and deleted_at is not null for update`,
  );
  const row = rows.rows[0];
  if (!row || !isManager(reader, row)) throw notFound('回收站中没有该内容');
  return row;
}

/** Restores an item with its whole history. */
export async function restoreItem(db: Db, reader: Reader, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await binnedItem(tx, reader, id);
    await tx.execute(sql`update knowledge set deleted_at = null, deleted_by = null where id = ${item.id}`);
    await reindexItem(tx, item.id);
    await recordStep(tx, 'restore', reader, item);
  });
}

/** What a purge removed: how many items, and the blob keys of their files (deleted after commit). */
export interface PurgeResult {
  purged: number;
  blobKeys: string[];
}

/**
 * Deletes items for good with everything that hangs on them. Likes have no
 * foreign key (they point at items or comments), so they go first. With
 * `sweep`, the files of the items (document and video files, posters,
 * renditions) that nothing else references go too; their blob keys are
 * returned for the caller to delete once the transaction has committed.
 */
export async function purgeItems(conn: Conn, where: SQL, sweep = false): Promise<PurgeResult> {
  return conn.transaction(async (tx) => {
    const doomed = await tx.execute<{ id: number }>(sql`select id from knowledge k where ${where} for update skip locked`);
    const ids = doomed.rows.map((r) => r.id);
    if (ids.length === 0) return { purged: 0, blobKeys: [] };
    const candidates = sweep ? await itemFiles(tx, ids) : [];
    const r = await tx.execute<{ id: number }>(sql`
      with doomed as (select unnest(${intArray(ids)}) as id),
      item_likes as (delete from likes where target_type = 'knowledge' and target_id in (select id from doomed)),
      comment_likes as (delete from likes where target_type = 'comment'
        and target_id in (select c.id from comments c where c.knowledge_id in (select id from doomed)))
      delete from knowledge where id in (select id from doomed) returning id`);
    return { purged: r.rows.length, blobKeys: await sweepFiles(tx, candidates) };
  });
}

/** Deletes the bytes of purged files; a missing blob is not an error, and one failure does not stop the rest. */
export async function deleteBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => blobs.delete(k)));
}

/** Deletes one binned item for good, with its files' bytes when a store is given. */
export async function purgeItem(db: Db, reader: Reader, id: number, blobs?: BlobStore): Promise<void> {
  const result = await db.transaction(async (tx) => {
    const item = await binnedItem(tx, reader, id);
    return purgeItems(tx, sql`k.id = ${item.id}`, blobs !== undefined);
  });
  if (blobs) await deleteBlobs(blobs, result.blobKeys);
}
