import { sql } from 'drizzle-orm';
import type { CentreFavourite } from '../../../contract/account-centre';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { actor } from '../../events/actor';
import { recordEvents } from '../../events/record-event';
import type { SessionUser } from '../../http/session';
import { ownFolder } from '../../interaction/folders';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { pagedWithCounts } from '../../lib/paged';

type Row = {
  knowledge_id: number;
  folder_id: number;
  favourited_at: Date;
  available: boolean;
  domain_id: number;
  title: string;
  summary: string;
  author_id: number;
  author_nickname: string;
  published_at: Date | null;
};

/**
 * The caller's favourites with their availability. What the caller may no
 * longer read is answered without its title, author or domain: only that it
 * is gone. Another user's folder is 404 (ownFolder).
 */
export async function listCentreFavourites(
  db: Db,
  user: SessionUser,
  input: { folderId?: number; page: number; size: number },
): Promise<{ total: number; unavailable: number; list: CentreFavourite[] }> {
  if (input.folderId !== undefined) await ownFolder(db, user.id, input.folderId);
  const readable = readableBy(readerOf(user));
  const where = sql`fv.user_id = ${user.id} ${input.folderId !== undefined ? sql`and fv.folder_id = ${input.folderId}` : sql``}`;
  const page = await pagedWithCounts<Row, { gone: number }>(
    db,
    {
      // author_id is a not-null foreign key: the left join drops no favourite, and the count can skip it.
      from: sql`favourites fv join knowledge k on k.id = fv.knowledge_id left join users u on u.id = k.author_id`,
      where,
      order: sql`fv.created_at desc, fv.knowledge_id desc`,
      columns: sql`fv.knowledge_id, fv.folder_id, fv.created_at as favourited_at, ${readable} as available,
        k.domain_id, k.title, k.summary, k.author_id, u.nickname as author_nickname, k.published_at`,
      page: input.page,
      size: input.size,
    },
    sql`(count(*) filter (where not ${readable}))::int as gone`,
  );
  return {
    total: page.total,
    unavailable: page.counts.gone,
    list: page.list.map((r) => {
      const base = { knowledgeId: r.knowledge_id, folderId: r.folder_id, favouritedAt: new Date(r.favourited_at).toISOString() };
      if (!r.available)
        return { ...base, available: false, domainId: null, title: null, summary: null, author: null, publishedAt: null };
      return {
        ...base,
        available: true,
        domainId: r.domain_id,
        title: r.title,
        summary: r.summary,
        author: { id: r.author_id, nickname: r.author_nickname },
        publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
      };
    }),
  };
}

/** Moves the caller's own favourites into one of his folders; ids he has not favourited move nothing. */
export async function moveCentreFavourites(
  db: Db,
  user: SessionUser,
  input: { knowledgeIds: number[]; folderId: number },
): Promise<{ moved: number }> {
  await ownFolder(db, user.id, input.folderId);
  const r = await db.execute(sql`
    update favourites set folder_id = ${input.folderId}
    where user_id = ${user.id} and knowledge_id = any(${intArray(input.knowledgeIds)}) and folder_id <> ${input.folderId}`);
  return { moved: r.rowCount ?? 0 };
}

/**
 * Takes favourites out of the caller's folders, available or not (the
 * interaction engine's remove needs a readable item, so a vanished one could
 * otherwise never leave his list). Counts and events follow as there.
 */
export async function removeCentreFavourites(
  db: Db,
  user: SessionUser,
  input: { knowledgeIds: number[] },
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx.execute<{ id: number; domain_id: number; folder_id: number }>(sql`
      with gone as (
        delete from favourites where user_id = ${user.id} and knowledge_id = any(${intArray(input.knowledgeIds)})
        returning knowledge_id, folder_id
      )
      update knowledge k set favourite_count = greatest(k.favourite_count - 1, 0) from gone where k.id = gone.knowledge_id
      returning k.id, k.domain_id, gone.folder_id`);
    await recordEvents(
      tx,
      gone.rows.map((r) => ({
        action: 'unfavourite',
        ...actor(user),
        subject: { type: r.domain_id, id: r.id },
        objectId: r.folder_id,
      })),
    );
    return { removed: gone.rows.length };
  });
}
