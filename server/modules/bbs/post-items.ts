import type { PostListItem } from '@contract/bbs/bbs-posts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsPlates, bbsPosts, bbsPostTopics, bbsTopics, knowledge, knowledgeVersions, users } from '../../db/schema/index';
import { labelIndex } from '../../lib/label-index';
import { type Page, paged } from '../../lib/paged';
import { k, p, pl, u, v } from './forum-aliases';

/** One post as lists show it (the published version, or the newest while never published). */
export type PostItemRow = {
  id: number;
  kind: PostListItem['kind'];
  title: string;
  excerpt: string;
  author_id: number;
  author_nickname: string;
  plate_id: number;
  plate_name: string;
  label_ids: number[];
  topics: { id: number; name: string }[] | null;
  region: string;
  product: string;
  reward: number;
  answer_count: number;
  vote_score: number;
  views: number;
  like_count: number;
  accepted: boolean;
  state: PostListItem['state'];
  created_at: Date | string;
  last_activity_at: Date | string;
};

export const EXCERPT_CHARS = 120;

/** The start of a post's text (a case's background when it has no body) over aliases v (version) and p (post). */
export const POST_EXCERPT = sql`left(coalesce(nullif(${v.contentText}, ''),
  regexp_replace(${p.caseBackground}, '<[^>]*>', '', 'g')), ${EXCERPT_CHARS})`;

const pt = alias(bbsPostTopics, 'pt');
const t = alias(bbsTopics, 't');

/** Columns of PostItemRow over `POST_FROM`. */
export const POST_COLUMNS = sql`${k.id}, ${p.kind}, ${k.title}, ${POST_EXCERPT} as excerpt,
  ${k.authorId}, ${u.nickname} as author_nickname, ${p.plateId}, ${pl.name} as plate_name, ${v.labelIds},
  (select json_agg(json_build_object('id', ${t.id}, 'name', ${t.name}) order by ${t.name})
     from ${bbsPostTopics} ${pt} join ${bbsTopics} ${t} on ${t.id} = ${pt.topicId} where ${pt.postId} = ${k.id}) as topics,
  ${p.region}, ${p.product}, ${p.reward}, ${p.answerCount}, ${p.voteScore}, ${k.views}, ${k.likeCount},
  ${p.acceptedAnswerId} is not null as accepted,
  case when ${k.publishedVersion} is null then 'draft' else ${p.state} end as state,
  ${k.createdAt}, ${p.lastActivityAt}`;

/**
 * Aliases: k knowledge, p bbs_posts, v the version shown, u author, pl plate.
 * Author and plate are not-null foreign keys: their left joins drop no post,
 * and a list's count (lib/paged) skips them.
 */
export const POST_FROM = sql`${knowledge} ${k} join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}
  join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = coalesce(${k.publishedVersion}, ${k.latestVersion})
  left join ${users} ${u} on ${u.id} = ${k.authorId} left join ${bbsPlates} ${pl} on ${pl.id} = ${p.plateId}`;

export async function toPostItems(db: Db, rows: PostItemRow[]): Promise<PostListItem[]> {
  const labels = rows.some((r) => r.label_ids.length > 0) ? await labelIndex(db) : new Map();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    excerpt: r.excerpt ?? '',
    author: { id: r.author_id, nickname: r.author_nickname },
    plate: { id: r.plate_id, name: r.plate_name },
    labels: r.label_ids.flatMap((id) => labels.get(id) ?? []),
    topics: r.topics ?? [],
    region: r.region,
    product: r.product,
    reward: r.reward,
    answerCount: r.answer_count,
    voteScore: r.vote_score,
    views: r.views,
    likeCount: r.like_count,
    accepted: r.accepted,
    state: r.state,
    createdAt: new Date(r.created_at).toISOString(),
    lastActivityAt: new Date(r.last_activity_at).toISOString(),
  }));
}

/** Posts every reader sees: live, published, visible. */
export const OPEN_POST = sql`${k.deletedAt} is null and ${k.publishedVersion} is not null and ${p.state} = 'visible'`;

/** One page of the posts matching `where`, in `order`, with their total. */
export async function postPage(db: Db, where: SQL, order: SQL, q: { page: number; size: number }): Promise<Page<PostListItem>> {
  const page = await paged<PostItemRow>(db, { from: POST_FROM, where, order, columns: POST_COLUMNS, page: q.page, size: q.size });
  return { total: page.total, list: await toPostItems(db, page.list) };
}

/** The first `limit` posts matching `where`, in `order`. */
export async function postItems(db: Db, where: SQL, order: SQL, limit: number): Promise<PostListItem[]> {
  const r = await db.execute<PostItemRow>(
    sql`select ${POST_COLUMNS} from ${POST_FROM} where ${where} order by ${order} limit ${limit}`,
  );
  return toPostItems(db, r.rows);
}
