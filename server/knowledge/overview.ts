import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { publishedFor } from './access';
import { pageItems } from './list';

export type CategoryCount = {
  id: number;
  name: string;
  count: number;
};

export interface DomainHome {
  labelGroups: { rootParentId: number; name: string; labels: CategoryCount[] }[];
  groups: CategoryCount[];
  newest: KnowledgeListItem[];
  mostRead: KnowledgeListItem[];
  total: number;
}

/** How many items a home page lists in each of its newest and most-read blocks. */
export const HOME_BLOCK_SIZE = 8;

/**
 * A domain's home: every label category with its labels and how many
 * published items the caller may read carry each; the same per group (items
 * of sub-groups included); the newest and the most read items.
 */
export async function domainHome(db: Db, reader: Reader, domainId: number): Promise<DomainHome> {
  const visible = sql`k.domain_id = ${domainId} and ${publishedFor(reader)}`;
  const labelRows = await db.execute<{ root_id: number; root_name: string; id: number; name: string; count: number }>(sql`
    with items as (select k.id from knowledge k where ${visible})
    select r.id as root_id, r.name as root_name, l.id, l.name,
      (select count(*)::int from knowledge_labels kl where kl.label_id = l.id and kl.knowledge_id in (select id from items)) as count
    from labels r join labels l on l.parent_id = r.id
    where r.parent_id is null and (r.domain_id is null or r.domain_id = ${domainId})
      and (l.domain_id is null or l.domain_id = ${domainId})
    order by r.sort, r.id, l.sort, l.id`);
  // Items are counted per group once, then summed up each group's subtree: linear in items plus the
  // tree, where counting the items again for every group grew with groups × items (bench:scale).
  const groupRows = await db.execute<CategoryCount>(sql`
    with recursive counts as (
      select k.group_id, count(*)::int as n from knowledge k where ${visible} and k.group_id is not null group by k.group_id
    ),
    tree as (
      select g.id as top, g.id, 0 as depth from groups g
      union all select t.top, c.id, t.depth + 1 from groups c join tree t on c.parent_id = t.id where t.depth < 50
    ),
    totals as (select t.top, sum(c.n)::int as n from tree t join counts c on c.group_id = t.id group by t.top)
    select g.id, g.name, coalesce(x.n, 0) as count
    from groups g left join totals x on x.top = g.id order by g.sort, g.id`);
  const labelGroups: DomainHome['labelGroups'] = [];
  for (const r of labelRows.rows) {
    let group = labelGroups.at(-1);
    if (group?.rootParentId !== r.root_id) {
      group = { rootParentId: r.root_id, name: r.root_name, labels: [] };
      labelGroups.push(group);
    }
    group.labels.push({ id: r.id, name: r.name, count: r.count });
  }
  const [newest, mostRead] = await Promise.all([
    pageItems(db, { where: visible, orderBy: sql`k.published_at desc nulls last, k.id desc`, page: 1, size: HOME_BLOCK_SIZE }),
    pageItems(db, { where: visible, orderBy: sql`k.views desc, k.id desc`, page: 1, size: HOME_BLOCK_SIZE }),
  ]);
  return { labelGroups, groups: groupRows.rows, newest: newest.list, mostRead: mostRead.list, total: newest.total };
}
