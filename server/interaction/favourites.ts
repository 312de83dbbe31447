import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import type { SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import type { SessionUser } from '../http/session';
import { readableBy } from '../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from '../knowledge/list';
import { MESSAGE_TYPES, notify } from '../lib/notify';
import { paged } from '../lib/paged';
import { ownFolder } from './folders';
import { subjectLink } from './knowledge-subject';
import { subjectAccess } from './subject';
import { subjectLabel } from './subject-text';

type Answer = { favourited: boolean; count: number };

async function countOf(db: Db, knowledgeId: number): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select favourite_count as n from knowledge where id = ${knowledgeId}`);
  return r.rows[0]?.n ?? 0;
}

/** Favourites a subject into a folder, or moves it there; the author hears of a new favourite only. */
export async function addFavourite(db: Db, user: SessionUser, input: { subject: SubjectRef; folderId: number }): Promise<Answer> {
  const item = await subjectAccess(db, readerOf(user), input.subject, 'favorites');
  await ownFolder(db, user.id, input.folderId);
  const inserted = await db.transaction(async (tx) => {
    // xmax is 0 on a freshly inserted row and set on one the conflict branch updated.
    const r = await tx.execute<{ inserted: boolean }>(sql`
      insert into favourites (user_id, knowledge_id, folder_id) values (${user.id}, ${item.id}, ${input.folderId})
      on conflict (user_id, knowledge_id) do update set folder_id = excluded.folder_id
      returning (xmax = 0) as inserted`);
    const isNew = r.rows[0]?.inserted === true;
    if (isNew) {
      await tx.execute(sql`update knowledge set favourite_count = favourite_count + 1 where id = ${item.id}`);
      await recordEvent(tx, { action: 'favourite', ...actor(user), subject: item, objectId: input.folderId });
    }
    return isNew;
  });
  if (inserted) {
    await notify(db, user.id, [
      {
        userId: item.authorId,
        customType: MESSAGE_TYPES.favouriteOnMine,
        title: `${user.nickname}收藏了你的${subjectLabel(item)}`,
        link: subjectLink(item),
      },
    ]);
  }
  return { favourited: true, count: await countOf(db, item.id) };
}

/** Takes a subject out of the caller's favourites, whichever folder holds it. */
export async function removeFavourite(db: Db, user: SessionUser, subject: SubjectRef): Promise<Answer> {
  const item = await subjectAccess(db, readerOf(user), subject, 'favorites');
  await db.transaction(async (tx) => {
    const gone = await tx.execute<{ folder_id: number }>(sql`
      with gone as (delete from favourites where user_id = ${user.id} and knowledge_id = ${item.id} returning knowledge_id, folder_id),
      counted as (
        update knowledge k set favourite_count = greatest(k.favourite_count - 1, 0) from gone where k.id = gone.knowledge_id
      )
      select folder_id from gone`);
    const folderId = gone.rows[0]?.folder_id;
    if (folderId !== undefined)
      await recordEvent(tx, { action: 'unfavourite', ...actor(user), subject: item, objectId: folderId });
  });
  return { favourited: false, count: await countOf(db, item.id) };
}

type FavouriteRow = ListRow & { folder_id: number; favourited_at: Date | string };

/** The caller's favourites, newest first; items he may no longer read are left out. */
export async function listFavourites(
  db: Db,
  user: SessionUser,
  input: { folderId?: number; domainId?: number; page: number; size: number },
): Promise<{ total: number; list: (KnowledgeListItem & { folderId: number; favouritedAt: string })[] }> {
  if (input.folderId !== undefined) await ownFolder(db, user.id, input.folderId);
  const reader = readerOf(user);
  const where = sql`fv.user_id = ${user.id} and ${readableBy(reader)}
    ${input.folderId !== undefined ? sql`and fv.folder_id = ${input.folderId}` : sql``}
    ${input.domainId !== undefined ? sql`and k.domain_id = ${input.domainId}` : sql``}`;
  const page = await paged<FavouriteRow>(db, {
    from: sql`favourites fv join (${LIST_FROM}) on k.id = fv.knowledge_id`,
    where,
    order: sql`fv.created_at desc, k.id desc`,
    columns: sql`${LIST_COLUMNS}, fv.folder_id, fv.created_at as favourited_at`,
    page: input.page,
    size: input.size,
  });
  const items = await toListItems(db, page.list);
  return {
    total: page.total,
    list: items.map((i) => ({
      ...plain(i),
      folderId: i.row.folder_id,
      favouritedAt: new Date(i.row.favourited_at).toISOString(),
    })),
  };
}
