import type { KnowledgeListItem } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Reader, readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { favourites, footprints, groups, knowledge, knowledgeLabels, likes } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { publishedFor, readableBy } from '../../knowledge/access';
import { LIST_COLUMNS, LIST_FROM, type ListRow, plain, toListItems } from '../../knowledge/list';
import { pendingCount } from '../../knowledge/queue';

/** The lists' alias for the item (`LIST_FROM`: `knowledge k`), and this file's own aliases. */
const k = alias(knowledge, 'k');
const g = alias(groups, 'g');
const kl = alias(knowledgeLabels, 'kl');

/** Items per home list. */
export const HOME_LIST_SIZE = 6;

async function top(db: Db, where: SQL, orderBy: SQL): Promise<KnowledgeListItem[]> {
  const rows = await db.execute<ListRow>(
    sql`select ${LIST_COLUMNS} from ${LIST_FROM} where ${where} order by ${orderBy} limit ${HOME_LIST_SIZE}`,
  );
  return (await toListItems(db, rows.rows)).map(plain);
}

const MOST_READ = sql`${k.views} desc, ${k.publishedAt} desc, ${k.id} desc`;

/**
 * The user's items whose newest version is a draft or was rejected. Unlike
 * other lists they show that newest version's number and status, since the
 * block is about the work in progress, not what readers see.
 */
async function draftsOf(db: Db, reader: Reader, userId: number): Promise<KnowledgeListItem[]> {
  type DraftRow = ListRow & { working_status: KnowledgeListItem['status']; working_version: number };
  const rows = await db.execute<DraftRow>(sql`
    select ${LIST_COLUMNS}, ${k.status} as working_status, ${k.latestVersion} as working_version
    from ${LIST_FROM}
    where ${readableBy(reader)} and ${k.authorId} = ${userId} and ${k.status} in ('draft', 'rejected')
    order by ${k.updatedAt} desc, ${k.id} desc limit ${HOME_LIST_SIZE}`);
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
  const wiki = sql`${publishedFor(reader)} and ${k.domainId} = ${DOMAIN_IDS.wiki} and ${k.authorId} <> ${me}`;
  const rows = await db.execute<ListRow>(sql`
    with recursive my_groups as (
      select ${groups.id}, 0 as depth from ${groups} where ${groups.id} = ${groupId ?? 0}
      union all
      select ${g.id}, m.depth + 1 from ${groups} ${g} join my_groups m on ${g.parentId} = m.id where m.depth < 50
    ), touched as (
      select ${knowledge.id} as knowledge_id from ${knowledge} where ${knowledge.authorId} = ${me}
      union select ${likes.targetId} from ${likes} where ${likes.userId} = ${me} and ${likes.targetType} = 'knowledge'
      union select ${favourites.knowledgeId} from ${favourites} where ${favourites.userId} = ${me}
      union select ${footprints.knowledgeId} from ${footprints} where ${footprints.userId} = ${me}
    ), my_labels as (
      select distinct ${kl.labelId} from ${knowledgeLabels} ${kl} join touched t on t.knowledge_id = ${kl.knowledgeId}
    ), scored as (
      select ${k.id},
        (select count(*) from ${knowledgeLabels} ${kl} where ${kl.knowledgeId} = ${k.id} and ${kl.labelId} in (select label_id from my_labels))
          + case when ${k.groupId} in (select id from my_groups) then 1 else 0 end as score
      from ${knowledge} ${k} where ${wiki}
    )
    select ${LIST_COLUMNS} from scored s join (${LIST_FROM}) on ${k.id} = s.id
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
  const wiki = sql`${publishedFor(reader)} and ${k.domainId} = ${DOMAIN_IDS.wiki}`;
  const [newest, mostRead, recommendedItems, drafts, pending] = await Promise.all([
    top(db, wiki, sql`${k.publishedAt} desc, ${k.id} desc`),
    top(db, wiki, MOST_READ),
    recommended(db, reader, user.groupId),
    draftsOf(db, reader, user.id),
    approvalCount(db, reader),
  ]);
  return { newest, mostRead, recommended: recommendedItems, drafts, approvalCount: pending };
}
