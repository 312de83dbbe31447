import { sql } from 'drizzle-orm';
import { DOMAIN_NAMES } from '../../../contract/domains';
import { type Reader, readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';

export { itemLink } from '../../knowledge/links';

/** The refusal for an item that does not exist or that the caller may not read: the two are indistinguishable on purpose. */
export const ITEM_NOT_FOUND = '内容不存在或无权查看';

export interface ReadableItem {
  id: number;
  domainId: number;
  title: string;
  authorId: number;
}

/** Loads an item the reader may read, or refuses with 404. */
export async function readableItemFor(db: Db, reader: Reader, knowledgeId: number): Promise<ReadableItem> {
  const r = await db.execute<{ id: number; domain_id: number; title: string; author_id: number }>(sql`
    select k.id, k.domain_id, k.title, k.author_id from knowledge k where k.id = ${knowledgeId} and ${readableBy(reader)}`);
  const row = r.rows[0];
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return { id: row.id, domainId: row.domain_id, title: row.title, authorId: row.author_id };
}

/** Resolves the caller's reader and the item in one step. */
export async function readableItem(db: Db, user: SessionUser, knowledgeId: number): Promise<ReadableItem> {
  return readableItemFor(db, readerOf(user), knowledgeId);
}

/** '词条《标题》' — how messages name an item. */
export function itemLabel(item: Pick<ReadableItem, 'domainId' | 'title'>): string {
  return `${DOMAIN_NAMES[item.domainId] ?? '知识'}《${item.title}》`;
}

/** Message text is short: long comments are cut with an ellipsis. */
export function excerpt(text: string, max = 100): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
