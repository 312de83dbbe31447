import type { MyItem, MyItemState } from '@contract/account/account-centre';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { knowledge, knowledgeVersions } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { paged } from '../../lib/paged';
import { keywordFilter } from '../../search/keyword-filter';

export interface MyItemsQuery {
  kind: 'publish' | 'draft';
  state?: MyItemState;
  domainId?: number;
  keyword?: string;
  page: number;
  size: number;
}

type Row = {
  id: number;
  domain_id: number;
  title: string;
  state: MyItemState;
  version: number;
  has_published: boolean;
  views: number;
  like_count: number;
  updated_at: Date;
  published_at: Date | null;
  decision_comment: string | null;
  decided_at: Date | null;
};

const k = alias(knowledge, 'k');
const v = alias(knowledgeVersions, 'v');

/*
 * `k.status` is the newest version's status. An item in the recycle bin that
 * had been published or sent for review was taken down ("withdrawn"); one that
 * never left its author's hands is only a deleted draft and belongs to the
 * recycle bin, not to this list.
 */
const PUBLISH_STATE = sql`case when ${k.deletedAt} is not null then 'withdrawn'
  when ${k.status} in ('pending', 'rejected') then ${k.status} else 'published' end`;
const PUBLISH_WHERE = sql`(${k.publishedVersion} is not null or ${k.status} in ('pending', 'rejected'))`;
const DRAFT_WHERE = sql`(${k.deletedAt} is null and ${k.status} = 'draft')`;

/**
 * The caller's own items of every domain he may still read: the publish list
 * (with the state the personal centre names) or the draft list. Only rows
 * whose author is the caller ever match, so nobody sees another's drafts here.
 */
export async function listMyItems(db: Db, user: SessionUser, q: MyItemsQuery): Promise<{ total: number; list: MyItem[] }> {
  const reader = readerOf(user);
  const state = q.kind === 'publish' ? PUBLISH_STATE : sql`'draft'`;
  const where = sql`${k.authorId} = ${user.id} and ${k.domainId} = any(${intArray(reader.domainIds)})
    and ${q.kind === 'publish' ? PUBLISH_WHERE : DRAFT_WHERE}
    ${q.state ? sql`and ${state} = ${q.state}` : sql``}
    ${q.domainId !== undefined ? sql`and ${k.domainId} = ${q.domainId}` : sql``}
    ${q.keyword ? sql`and ${keywordFilter([sql`${v.title}`], q.keyword)}` : sql``}`;
  const page = await paged<Row>(db, {
    from: sql`${knowledge} ${k} join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = ${k.latestVersion}`,
    where,
    order: sql`9 desc, ${k.id} desc`,
    columns: sql`${k.id}, ${k.domainId}, ${v.title}, ${state} as state, ${v.version},
        ${k.publishedVersion} is not null as has_published, ${k.views}, ${k.likeCount},
        greatest(${v.updatedAt}, coalesce(${k.deletedAt}, ${v.updatedAt})) as updated_at, ${k.publishedAt},
        case when ${v.status} = 'rejected' then ${v.decisionComment} end as decision_comment,
        case when ${v.status} = 'rejected' then ${v.decidedAt} end as decided_at`,
    page: q.page,
    size: q.size,
  });
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      domainId: r.domain_id,
      title: r.title,
      state: r.state,
      version: r.version,
      hasPublished: r.has_published,
      views: r.views,
      likeCount: r.like_count,
      updatedAt: iso(r.updated_at)!,
      publishedAt: iso(r.published_at),
      decisionComment: r.decision_comment,
      decidedAt: iso(r.decided_at),
    })),
  };
}
