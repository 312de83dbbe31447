import type { folderItem } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import { actor } from '../events/actor';
import { recordEvents } from '../events/record-event';
import { badRequest, conflict, notFound } from '../http/errors';
import type { SessionUser } from '../http/session';
import { readableBy } from '../knowledge/access';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../lib/db-errors';

type FolderItem = z.input<typeof folderItem>;

export const DEFAULT_FOLDER_NAME = '默认收藏夹';
export const FOLDER_NOT_FOUND = '收藏夹不存在';

/**
 * Gives the user a default folder if he has none. Two first calls at once
 * both try; the unique (user, name) index lets only one row in.
 */
export async function ensureDefaultFolder(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into favourite_folders (user_id, name, is_default)
    select ${userId}, ${DEFAULT_FOLDER_NAME}, true
    where not exists (select 1 from favourite_folders where user_id = ${userId} and is_default)
    on conflict (user_id, name) do nothing`);
}

/** The caller's folder, or 404. */
export async function ownFolder(db: Db, userId: number, folderId: number): Promise<{ id: number; isDefault: boolean }> {
  const r = await db.execute<{ id: number; is_default: boolean }>(
    sql`select id, is_default from favourite_folders where id = ${folderId} and user_id = ${userId}`,
  );
  if (!r.rows[0]) throw notFound(FOLDER_NOT_FOUND);
  return { id: r.rows[0].id, isDefault: r.rows[0].is_default };
}

/**
 * Folders with the number of items in each: every favourite its list shows
 * (listCentreFavourites), and how many of them the caller can no longer read
 * (removed or now restricted), which the list shows as unavailable rows.
 */
export async function listFolders(db: Db, user: SessionUser): Promise<FolderItem[]> {
  await ensureDefaultFolder(db, user.id);
  const readable = readableBy(readerOf(user));
  const r = await db.execute<{ id: number; name: string; is_default: boolean; count: number; unavailable: number }>(sql`
    select f.id, f.name, f.is_default, coalesce(c.count, 0)::int as count, coalesce(c.unavailable, 0)::int as unavailable
    from favourite_folders f
    left join lateral (
      select count(*) as count, count(*) filter (where not ${readable}) as unavailable
      from favourites fv join knowledge k on k.id = fv.knowledge_id
      where fv.folder_id = f.id and fv.user_id = ${user.id}) c on true
    where f.user_id = ${user.id}
    order by f.is_default desc, f.created_at, f.id`);
  return r.rows.map((f) => ({ id: f.id, name: f.name, count: f.count, unavailable: f.unavailable, isDefault: f.is_default }));
}

/** Creates a folder, or renames one of the caller's; names are unique per user. */
export async function saveFolder(db: Db, user: SessionUser, input: { id?: number; name: string }): Promise<FolderItem> {
  await ensureDefaultFolder(db, user.id);
  try {
    if (input.id === undefined) {
      await db.execute(sql`insert into favourite_folders (user_id, name) values (${user.id}, ${input.name})`);
    } else {
      await ownFolder(db, user.id, input.id);
      await db.execute(sql`update favourite_folders set name = ${input.name} where id = ${input.id} and user_id = ${user.id}`);
    }
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict(`已有名为「${input.name}」的收藏夹`);
    throw err;
  }
  const folders = await listFolders(db, user);
  return folders.find((f) => (input.id === undefined ? f.name === input.name : f.id === input.id))!;
}

/** Deletes a folder and the favourites in it; the default folder stays. */
export async function deleteFolder(db: Db, user: SessionUser, id: number): Promise<null> {
  const folder = await ownFolder(db, user.id, id);
  if (folder.isDefault) throw badRequest('默认收藏夹不能删除');
  await db.transaction(async (tx) => {
    const gone = await tx.execute<{ id: number; domain_id: number }>(sql`
      with gone as (delete from favourites where folder_id = ${id} and user_id = ${user.id} returning knowledge_id)
      update knowledge k set favourite_count = greatest(k.favourite_count - 1, 0) from gone where k.id = gone.knowledge_id
      returning k.id, k.domain_id`);
    await tx.execute(sql`delete from favourite_folders where id = ${id} and user_id = ${user.id}`);
    await recordEvents(
      tx,
      gone.rows.map((r) => ({ action: 'unfavourite', ...actor(user), subject: { type: r.domain_id, id: r.id }, objectId: id })),
    );
  });
  return null;
}
