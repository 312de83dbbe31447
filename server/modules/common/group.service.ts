import type { GroupView } from '@contract/auth/users';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema/index';
import { keywordFilter } from '../../search/keyword-filter';

const g = alias(groups, 'g');

/**
 * The organisation tree as a flat list ordered by sort. With a keyword, the
 * groups whose name contains it (case-insensitive) plus all their ancestors,
 * so the tree the client builds from parentId stays connected.
 */
export async function listGroups(db: Db, keyword: string | undefined): Promise<GroupView[]> {
  if (!keyword) {
    const all = await db.execute<GroupView & { parent_id: number | null }>(
      sql`select ${groups.id}, ${groups.name}, ${groups.parentId} from ${groups} order by ${groups.sort}, ${groups.id}`,
    );
    return all.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id }));
  }
  const rows = await db.execute<{ id: number; name: string; parent_id: number | null }>(sql`
    with recursive hit as (
      select ${groups.id}, ${groups.parentId} from ${groups} where ${keywordFilter([sql`${groups.name}`], keyword)}
      union
      select ${g.id}, ${g.parentId} from ${groups} ${g} join hit h on ${g.id} = h.parent_id
    )
    select ${g.id}, ${g.name}, ${g.parentId} from ${groups} ${g} where ${g.id} in (select id from hit)
    order by ${g.sort}, ${g.id}`);
  return rows.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id }));
}
