import type { KnowledgeListItem, KnowledgeStatus } from '@contract/knowledge/knowledge';
import type { LIST_SORTS } from '@contract/knowledge/knowledge-terms';
import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { intArray } from '../lib/int-array';
import { indexedTextHas, keywordFilter } from '../search/keyword-filter';
import { publishedFor, readableBy, seesEveryStatus } from './access';
import { pageItems } from './list';

export interface ListQuery {
  keyword?: string;
  labelIds?: number[];
  groupIds?: number[];
  authorId?: number;
  status?: KnowledgeStatus;
  mine?: boolean;
  dateFrom?: string;
  dateTo?: string;
  sort: (typeof LIST_SORTS)[number];
  page: number;
  size: number;
}

/** Order of each sort; ties fall back to the newest id so paging is stable. */
const ORDER: Record<ListQuery['sort'], SQL> = {
  newest: sql`k.published_at desc nulls last, k.id desc`,
  updated: sql`k.updated_at desc, k.id desc`,
  views: sql`k.views desc, k.id desc`,
  hot: sql`(select count(*) from footprints f where f.knowledge_id = k.id
    and f.day > (now() at time zone 'Asia/Shanghai')::date - 30) desc, k.id desc`,
  likes: sql`k.like_count desc, k.id desc`,
  // Byte order: a Chinese collation is not guaranteed on every PostgreSQL build.
  title: sql`k.title collate "C" asc, k.id desc`,
};

/** Start of a calendar day in the company's time zone (Asia/Shanghai). */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

function checkDates(q: ListQuery): void {
  // PostgreSQL has no year 0; the contract's date format admits it.
  if (q.dateFrom?.startsWith('0000')) throw badRequest('开始日期：日期无效');
  if (q.dateTo?.startsWith('0000')) throw badRequest('结束日期：日期无效');
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw badRequest('结束日期：不能早于开始日期');
}

/**
 * Who sees what: readers the published items visible to them; `mine` the
 * caller's own items in any state; a status other than published the
 * caller's own items (approvers and admins: every item they may read).
 * `status: 'published'` means "has a published version", even while a newer
 * version is being edited.
 */
function scope(reader: Reader, q: ListQuery): SQL {
  if (q.mine) return sql`${readableBy(reader)} and k.author_id = ${reader.id}`;
  if (q.status && q.status !== 'published') {
    return seesEveryStatus(reader) ? readableBy(reader) : sql`${readableBy(reader)} and k.author_id = ${reader.id}`;
  }
  return publishedFor(reader);
}

/**
 * The asked labels by category (the root label above each), every label
 * standing for itself and the labels under it. Labels filter as every
 * catalogue does: any label of one category will do, every category must
 * hold — 人力资源 + 制度规范 finds HR rules, not every HR item plus every rule.
 * An unknown id becomes a category of its own that nothing matches, so the
 * list comes back empty rather than silently unfiltered.
 */
async function labelsByCategory(db: Db, labelIds: number[]): Promise<number[][]> {
  const r = await db.execute<{ root: number; ids: number[] }>(sql`
    with recursive up as (
      select id as asked, id, parent_id, 0 as depth from labels where id = any(${intArray(labelIds)})
      union all select up.asked, l.id, l.parent_id, up.depth + 1 from labels l join up on l.id = up.parent_id where up.depth < 32
    ), asked as (
      select a.asked, coalesce((select up.id from up where up.asked = a.asked and up.parent_id is null limit 1), -a.asked) as root
      from unnest(${intArray(labelIds)}) as a(asked)
    ), down as (
      select asked.root, asked.asked as id, 0 as depth from asked
      union all select down.root, l.id, down.depth + 1 from labels l join down on l.parent_id = down.id where down.depth < 32
    ) select root, array_agg(distinct id) as ids from down group by root`);
  return r.rows.map((row) => row.ids.map(Number));
}

/** The filter conditions of a list, on alias `k`. */
export function listWhere(reader: Reader, domainId: number, q: ListQuery, labelSets: readonly number[][] = []): SQL {
  checkDates(q);
  const parts: SQL[] = [sql`k.domain_id = ${domainId}`, scope(reader, q)];
  if (q.status === 'published') parts.push(sql`k.published_version is not null`);
  else if (q.status) parts.push(sql`k.status = ${q.status}`);
  // Title and summary as written (drafts too), the published text as the search index holds it.
  if (q.keyword) parts.push(sql`(${keywordFilter([sql`k.title`, sql`k.summary`], q.keyword)} or ${indexedTextHas(q.keyword)})`);
  for (const set of labelSets) {
    parts.push(
      sql`exists (select 1 from knowledge_labels kl where kl.knowledge_id = k.id and kl.label_id = any(${intArray(set)}))`,
    );
  }
  if (q.groupIds?.length) {
    parts.push(sql`k.group_id in (
      with recursive sub as (
        select id, 0 as depth from groups where id = any(${intArray(q.groupIds)})
        union all select g.id, sub.depth + 1 from groups g join sub on g.parent_id = sub.id where sub.depth < 50
      ) select id from sub)`);
  }
  if (q.authorId !== undefined) parts.push(sql`k.author_id = ${q.authorId}`);
  if (q.dateFrom) parts.push(sql`k.updated_at >= ${dayStart(q.dateFrom)}`);
  if (q.dateTo) parts.push(sql`k.updated_at < ${dayStart(q.dateTo, 1)}`);
  return sql.join(parts, sql` and `);
}

/** One page of a domain's list, filtered and sorted as the caller asked. */
export async function listKnowledge(
  db: Db,
  reader: Reader,
  domainId: number,
  q: ListQuery,
): Promise<{ total: number; list: KnowledgeListItem[] }> {
  const labelSets = q.labelIds?.length ? await labelsByCategory(db, q.labelIds) : [];
  return pageItems(db, { where: listWhere(reader, domainId, q, labelSets), orderBy: ORDER[q.sort], page: q.page, size: q.size });
}
