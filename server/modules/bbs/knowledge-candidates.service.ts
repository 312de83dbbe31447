import type { KnowledgeCandidate } from '@contract/bbs/bbs-library';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsAnswers, bbsKnowledgeLinks, bbsPlates, bbsPosts, knowledge, knowledgeVersions, users } from '../../db/schema/index';
import { paged } from '../../lib/paged';
import { keywordFilter } from '../../search/keyword-filter';
import { a, k, p, pl, u, v } from './forum-aliases';

export interface CandidateFilter {
  page: number;
  size: number;
  state: 'open' | 'done';
  kind?: 'question' | 'case';
  keyword?: string;
}

type Row = {
  post_id: number;
  answer_id: number | null;
  kind: 'question' | 'case';
  title: string;
  excerpt: string;
  author_id: number;
  author_nickname: string;
  plate_id: number;
  plate_name: string;
  vote_score: number;
  at: Date;
  wiki_id: number | null;
  wiki_status: string | null;
};

/**
 * What `admin/knowledge` offers to turn into wiki entries (decision 033):
 * every visible, published question's accepted answer and every visible case,
 * those not converted yet (`open`) or converted, with the entry's state (`done`).
 */
export async function listKnowledgeCandidates(
  db: Db,
  f: CandidateFilter,
): Promise<{ total: number; list: KnowledgeCandidate[] }> {
  // The derived table `c` takes its column names from the first branch.
  const source = sql`(
    select ${p.knowledgeId} as post_id, ${a.id} as answer_id, 'question' as kind, ${k.title}, left(${a.contentText}, 120) as excerpt,
      ${a.authorId}, ${a.voteScore}, ${a.updatedAt} as at, ${p.plateId}
    from ${bbsPosts} ${p} join ${knowledge} ${k} on ${k.id} = ${p.knowledgeId} join ${bbsAnswers} ${a} on ${a.id} = ${p.acceptedAnswerId}
    where ${p.kind} = 'question' and ${p.state} = 'visible' and ${a.state} = 'visible' and ${k.deletedAt} is null
      and ${k.publishedVersion} is not null
    union all
    select ${p.knowledgeId}, null, 'case', ${k.title}, left(coalesce(nullif(${k.summary}, ''), ${v.contentText}), 120),
      ${k.authorId}, ${p.voteScore}, ${k.publishedAt}, ${p.plateId}
    from ${bbsPosts} ${p} join ${knowledge} ${k} on ${k.id} = ${p.knowledgeId}
      join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = ${k.publishedVersion}
    where ${p.kind} = 'case' and ${p.state} = 'visible' and ${k.deletedAt} is null)`;
  const l = alias(bbsKnowledgeLinks, 'l');
  const w = alias(knowledge, 'w');
  const conditions: SQL[] = [f.state === 'open' ? sql`${l.wikiId} is null` : sql`${l.wikiId} is not null`];
  if (f.kind) conditions.push(sql`c.kind = ${f.kind}`);
  if (f.keyword) conditions.push(keywordFilter([sql`c.title`], f.keyword));
  const page = await paged<Row>(db, {
    from: sql`${source} c
    left join ${bbsKnowledgeLinks} ${l} on ${l.postId} = c.post_id and ${l.answerId} = coalesce(c.answer_id, 0)
    left join ${knowledge} ${w} on ${w.id} = ${l.wikiId}
    join ${users} ${u} on ${u.id} = c.author_id join ${bbsPlates} ${pl} on ${pl.id} = c.plate_id`,
    where: sql.join(conditions, sql` and `),
    order: sql`c.vote_score desc, c.at desc, c.post_id desc`,
    columns: sql`c.post_id, c.answer_id, c.kind, c.title, c.excerpt, c.author_id, ${u.nickname} as author_nickname,
        c.plate_id, ${pl.name} as plate_name, c.vote_score, c.at, ${l.wikiId}, ${w.status} as wiki_status`,
    page: f.page,
    size: f.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      postId: r.post_id,
      answerId: r.answer_id,
      kind: r.kind,
      title: r.title,
      excerpt: r.excerpt,
      author: { id: r.author_id, nickname: r.author_nickname },
      plate: { id: r.plate_id, name: r.plate_name },
      voteScore: r.vote_score,
      at: new Date(r.at).toISOString(),
      wiki: r.wiki_id === null ? null : { id: r.wiki_id, status: r.wiki_status ?? 'draft' },
    })),
  };
}
