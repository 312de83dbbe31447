import { sql } from 'drizzle-orm';
import type { GroupView } from '../../../contract/users';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../search/keyword-filter';

/**
 * The organisation tree as a flat list ordered by sort. With a keyword, the
 * groups whose name contains it (case-insensitive) plus all their ancestors,
 * so the tree the client builds from parentId stays connected.
 */
export async function listGroups(db: Db, keyword: string | undefined): Promise<GroupView[]> {
  if (!keyword) {
    const all = await db.execute<GroupView & { parent_id: number | null }>(
      sql`select id, name, parent_id from groups order by sort, id`,
    );
    return all.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id }));
  }
  const rows = await db.execute<{ id: number; name: string; parent_id: number | null }>(sql`
    with recursive hit as (
      select id, parent_id from groups where ${keywordFilter([sql`name`], keyword)}
      union
      select g.id, g.parent_id from groups g join hit h on g.id = h.parent_id
    )
    select g.id, g.name, g.parent_id from groups g where g.id in (select id from hit)
    order by g.sort, g.id`);
  return rows.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id }));
}
