import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/session';
import { readableBy } from '../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from '../knowledge/list';
import { intArray } from '../lib/int-array';
import { paged } from '../lib/paged';

type FootprintRow = ListRow & { viewed_at: Date | string; day: string };

/**
 * The caller's footprints (one per item and day, written by the detail
 * endpoints), newest first; items he may no longer read are left out.
 */
export async function listFootprints(
  db: Db,
  user: SessionUser,
  input: { domainId?: number; page: number; size: number },
): Promise<{ total: number; list: (KnowledgeListItem & { viewedAt: string; day: string })[] }> {
  const reader = readerOf(user);
  const where = sql`fp.user_id = ${user.id} and ${readableBy(reader)}
    ${input.domainId !== undefined ? sql`and k.domain_id = ${input.domainId}` : sql``}`;
  const page = await paged<FootprintRow>(db, {
    from: sql`footprints fp join (${LIST_FROM}) on k.id = fp.knowledge_id`,
    where,
    order: sql`fp.viewed_at desc, k.id desc`,
    columns: sql`${LIST_COLUMNS}, fp.viewed_at, fp.day::text as day`,
    page: input.page,
    size: input.size,
  });
  const items = await toListItems(db, page.list);
  return {
    total: page.total,
    list: items.map((i) => ({ ...plain(i), viewedAt: new Date(i.row.viewed_at).toISOString(), day: i.row.day })),
  };
}

/**
 * Deletes the caller's footprints: the given (item, day) pairs, or all of
 * them. Only his own rows match, so another user's ids remove nothing. View
 * counts stay: they count reads that happened.
 */
export async function removeFootprints(
  db: Db,
  user: SessionUser,
  input: { items?: { knowledgeId: number; day: string }[]; all?: true },
): Promise<{ removed: number }> {
  if (input.all) {
    const r = await db.execute(sql`delete from footprints where user_id = ${user.id}`);
    return { removed: r.rowCount ?? 0 };
  }
  const items = input.items ?? [];
  if (items.length === 0) return { removed: 0 };
  const days = `{${items.map((i) => i.day).join(',')}}`;
  const r = await db.execute(sql`
    delete from footprints fp using unnest(${intArray(items.map((i) => i.knowledgeId))}, ${days}::date[]) as x(knowledge_id, day)
    where fp.user_id = ${user.id} and fp.knowledge_id = x.knowledge_id and fp.day = x.day`);
  return { removed: r.rowCount ?? 0 };
}
