import { sql } from 'drizzle-orm';
import type { KnowledgeListItem } from '../../contract/knowledge';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/session';
import { readableBy } from '../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from '../knowledge/list';

type FootprintRow = ListRow & { viewed_at: Date | string };

/**
 * The caller's footprints (one per item and day, written by the detail
 * endpoints), newest first; items he may no longer read are left out.
 */
export async function listFootprints(
  db: Db,
  user: SessionUser,
  input: { domainId?: number; page: number; size: number },
): Promise<{ total: number; list: (KnowledgeListItem & { viewedAt: string })[] }> {
  const reader = readerOf(user);
  const where = sql`fp.user_id = ${user.id} and ${readableBy(reader)}
    ${input.domainId !== undefined ? sql`and k.domain_id = ${input.domainId}` : sql``}`;
  const from = sql`footprints fp join (${LIST_FROM}) on k.id = fp.knowledge_id`;
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
    db.execute<FootprintRow>(sql`
      select ${LIST_COLUMNS}, fp.viewed_at from ${from} where ${where}
      order by fp.viewed_at desc, k.id desc limit ${input.size} offset ${(input.page - 1) * input.size}`),
  ]);
  const items = await toListItems(db, rows.rows);
  return {
    total: count.rows[0]?.n ?? 0,
    list: items.map((i) => ({ ...plain(i), viewedAt: new Date(i.row.viewed_at).toISOString() })),
  };
}
