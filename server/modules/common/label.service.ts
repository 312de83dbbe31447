import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface LabelGroup {
  rootParentId: number;
  name: string;
  labelList: { id: number; name: string; parentId: number | null }[];
}

/** Deeper label trees than this are treated as broken data, not followed. */
const MAX_DEPTH = 32;

/**
 * Label groups for the named categories (root labels), in request order.
 * Each group lists every descendant depth-first in sort order. With a domain,
 * labels bound to another domain are left out together with their subtrees.
 */
export async function findLabelGroups(db: Db, names: readonly string[], domainId: number | null): Promise<LabelGroup[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const inDomain = (alias: string) =>
    sql`(${domainId}::int is null or ${sql.raw(alias)}.domain_id is null or ${sql.raw(alias)}.domain_id = ${domainId}::int)`;
  const roots = await db.execute<{ id: number; name: string }>(sql`
    select r.id, r.name from labels r
    where r.parent_id is null and r.name in ${wanted} and ${inDomain('r')}
    order by r.sort, r.id`);
  if (roots.rows.length === 0) return [];
  const rootIds = roots.rows.map((r) => r.id);
  const descendants = await db.execute<{ root_id: number; id: number; name: string; parent_id: number }>(sql`
    with recursive tree as (
      select l.id, l.name, l.parent_id, l.parent_id as root_id, array[l.sort, l.id] as path, 1 as depth
      from labels l
      where l.parent_id in ${rootIds} and ${inDomain('l')}
      union all
      select l.id, l.name, l.parent_id, t.root_id, t.path || array[l.sort, l.id], t.depth + 1
      from labels l join tree t on l.parent_id = t.id
      where t.depth < ${MAX_DEPTH} and ${inDomain('l')}
    )
    select root_id, id, name, parent_id from tree order by root_id, path`);
  const byRoot = new Map<number, LabelGroup['labelList']>();
  for (const d of descendants.rows) {
    const list = byRoot.get(d.root_id) ?? [];
    list.push({ id: d.id, name: d.name, parentId: d.parent_id });
    byRoot.set(d.root_id, list);
  }
  return wanted.flatMap((name) =>
    roots.rows
      .filter((r) => r.name === name)
      .map((r) => ({ rootParentId: r.id, name: r.name, labelList: byRoot.get(r.id) ?? [] })),
  );
}
