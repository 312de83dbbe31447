import type { CentreFavourite } from '@contract/account/account-centre';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { favourites, knowledge, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
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

// `readableBy` speaks of the item as `k`.
const fv = alias(favourites, 'fv');
const k = alias(knowledge, 'k');
const u = alias(users, 'u');

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
  const where = sql`${fv.userId} = ${user.id} ${input.folderId !== undefined ? sql`and ${fv.folderId} = ${input.folderId}` : sql``}`;
  const page = await pagedWithCounts<Row, { gone: number }>(
    db,
    {
      // author_id is a not-null foreign key: the left join drops no favourite, and the count can skip it.
      from: sql`${favourites} ${fv} join ${knowledge} ${k} on ${k.id} = ${fv.knowledgeId} left join ${users} ${u} on ${u.id} = ${k.authorId}`,
      where,
      order: sql`${fv.createdAt} desc, ${fv.knowledgeId} desc`,
      columns: sql`${fv.knowledgeId}, ${fv.folderId}, ${fv.createdAt} as favourited_at, ${readable} as available,
        ${k.domainId}, ${k.title}, ${k.summary}, ${k.authorId}, ${u.nickname} as author_nickname, ${k.publishedAt}`,
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
    update ${favourites} set ${bare(favourites.folderId)} = ${input.folderId}
    where ${favourites.userId} = ${user.id} and ${favourites.knowledgeId} = any(${intArray(input.knowledgeIds)})
      and ${favourites.folderId} <> ${input.folderId}`);
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
    const f = favourites;
    const gone = await tx.execute<{ id: number; domain_id: number; folder_id: number }>(sql`
      with gone as (
        delete from ${f} where ${f.userId} = ${user.id} and ${f.knowledgeId} = any(${intArray(input.knowledgeIds)})
        returning ${f.knowledgeId}, ${f.folderId}
      )
      update ${knowledge} ${k} set ${bare(k.favouriteCount)} = greatest(${k.favouriteCount} - 1, 0)
      from gone where ${k.id} = gone.${bare(f.knowledgeId)}
      returning ${k.id}, ${k.domainId}, gone.${bare(f.folderId)}`);
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
