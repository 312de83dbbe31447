import { type SQL, sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import type { KnowledgeListItem } from '../../../contract/knowledge';
import { type Reader, readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { publishedFor, readableBy } from '../../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from '../../knowledge/list';
import { pendingCount } from '../../knowledge/queue';

/** Items per home list. */
export const HOME_LIST_SIZE = 6;

async function top(db: Db, where: SQL, orderBy: SQL): Promise<KnowledgeListItem[]> {
  const rows = await db.execute<ListRow>(
    sql`select ${LIST_COLUMNS} from ${LIST_FROM} where ${where} order by ${orderBy} limit ${HOME_LIST_SIZE}`,
  );
  return (await toListItems(db, rows.rows)).map(plain);
}

const MOST_READ = sql`k.views desc, k.published_at desc, k.id desc`;

/**
 * The user's items whose newest version is a draft or was rejected. Unlike
 * other lists they show that newest version's number and status, since the
 * block is about the work in progress, not what readers see.
 */
async function draftsOf(db: Db, reader: Reader, userId: number): Promise<KnowledgeListItem[]> {
  type DraftRow = ListRow & { working_status: KnowledgeListItem['status']; working_version: number };
  const rows = await db.execute<DraftRow>(sql`
    select ${LIST_COLUMNS}, k.status as working_status, k.latest_version as working_version
    from ${LIST_FROM}
    where ${readableBy(reader)} and k.author_id = ${userId} and k.status in ('draft', 'rejected')
    order by k.updated_at desc, k.id desc limit ${HOME_LIST_SIZE}`);
  return (await toListItems(db, rows.rows)).map((item) => ({
    ...plain(item),
    status: item.row.working_status,
    version: item.row.working_version,
  }));
}

/**
 * Entries for the user: published ones he did not write that share a label
 * with what he wrote, liked, favourited or viewed, or that belong to his
 * group or a group under it. More shared labels rank higher, then reads.
 */
async function recommended(db: Db, reader: Reader, groupId: number | null): Promise<KnowledgeListItem[]> {
  const me = reader.id;
  const wiki = sql`${publishedFor(reader)} and k.domain_id = ${DOMAIN_IDS.wiki} and k.author_id <> ${me}`;
  const rows = await db.execute<ListRow>(sql`
    with recursive my_groups as (
      select id, 0 as depth from groups where id = ${groupId ?? 0}
      union all
      select g.id, m.depth + 1 from groups g join my_groups m on g.parent_id = m.id where m.depth < 50
    ), touched as (
      select id as knowledge_id from knowledge where author_id = ${me}
      union select target_id from likes where user_id = ${me} and target_type = 'knowledge'
      union select knowledge_id from favourites where user_id = ${me}
      union select knowledge_id from footprints where user_id = ${me}
    ), my_labels as (
      select distinct kl.label_id from knowledge_labels kl join touched t on t.knowledge_id = kl.knowledge_id
    ), scored as (
      select k.id,
        (select count(*) from knowledge_labels kl where kl.knowledge_id = k.id and kl.label_id in (select label_id from my_labels))
          + case when k.group_id in (select id from my_groups) then 1 else 0 end as score
      from knowledge k where ${wiki}
    )
    select ${LIST_COLUMNS} from scored s join (${LIST_FROM}) on k.id = s.id
    where s.score > 0 order by s.score desc, ${MOST_READ} limit ${HOME_LIST_SIZE}`);
  if (rows.rows.length > 0) return (await toListItems(db, rows.rows)).map(plain);
  // Nothing to go on yet (a new user): what colleagues read most.
  return top(db, wiki, MOST_READ);
}

/** What the approver's queue holds (the same rules), null for non-approvers. */
async function approvalCount(db: Db, reader: Reader): Promise<number | null> {
  return reader.isApprover ? pendingCount(db, reader) : null;
}

/** Everything the portal home shows about knowledge, in one call. */
export async function homeKnowledge(db: Db, user: SessionUser) {
  const reader = readerOf(user);
  const wiki = sql`${publishedFor(reader)} and k.domain_id = ${DOMAIN_IDS.wiki}`;
  const [newest, mostRead, recommendedItems, drafts, pending] = await Promise.all([
    top(db, wiki, sql`k.published_at desc, k.id desc`),
    top(db, wiki, MOST_READ),
    recommended(db, reader, user.groupId),
    draftsOf(db, reader, user.id),
    approvalCount(db, reader),
  ]);
  return { newest, mostRead, recommended: recommendedItems, drafts, approvalCount: pending };
}
