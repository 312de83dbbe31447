import { type Column, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { labels } from '../../db/schema/index';

export interface LabelGroup {
  rootParentId: number;
  name: string;
  labelList: { id: number; name: string; parentId: number | null }[];
}

/** Deeper label trees than this are treated as broken data, not followed. */
const MAX_DEPTH = 32;

const root = alias(labels, 'r');
const l = alias(labels, 'l');

/**
 * Label groups for the named categories (root labels), in request order.
 * Each group lists every descendant depth-first in sort order. With a domain,
 * labels bound to another domain are left out together with their subtrees.
 */
export async function findLabelGroups(db: Db, names: readonly string[], domainId: number | null): Promise<LabelGroup[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const inDomain = (label: { domainId: Column }) =>
    sql`(${domainId}::int is null or ${label.domainId} is null or ${label.domainId} = ${domainId}::int)`;
  const roots = await db.execute<{ id: number; name: string }>(sql`
    select ${root.id}, ${root.name} from ${labels} ${root}
    where ${root.parentId} is null and ${root.name} in ${wanted} and ${inDomain(root)}
    order by ${root.sort}, ${root.id}`);
  if (roots.rows.length === 0) return [];
  const rootIds = roots.rows.map((r) => r.id);
  const descendants = await db.execute<{ root_id: number; id: number; name: string; parent_id: number }>(sql`
    with recursive tree as (
      select ${l.id}, ${l.name}, ${l.parentId}, ${l.parentId} as root_id, array[${l.sort}, ${l.id}] as path, 1 as depth
      from ${labels} ${l}
      where ${l.parentId} in ${rootIds} and ${inDomain(l)}
      union all
      select ${l.id}, ${l.name}, ${l.parentId}, t.root_id, t.path || array[${l.sort}, ${l.id}], t.depth + 1
      from ${labels} ${l} join tree t on ${l.parentId} = t.id
      where t.depth < ${MAX_DEPTH} and ${inDomain(l)}
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
