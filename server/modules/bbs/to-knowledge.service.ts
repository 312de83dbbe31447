import { postLink } from '@contract/bbs/bbs-library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerOf } from '../../access/reader';
import type { Db, Tx } from '../../db/client';
import {
  bbsAnswers,
  bbsKnowledgeLinks,
  bbsPosts,
  knowledge,
  knowledgeLabels,
  knowledgeVersions,
  labels,
  users,
} from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type CallerRow, callerColumns, callerOf, type SessionUser } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { escapeHtml } from '../../lib/text';
import { a, k, p, u, v } from './forum-aliases';

type Source = {
  post_id: number;
  title: string;
  kind: string;
  state: string;
  content: string;
  label_ids: number[];
  post_author_id: number;
  accepted_answer_id: number | null;
  case_background: string;
  case_problem: string;
  case_analysis: string;
  case_solution: string;
  case_result: string;
};

const l = alias(knowledgeLabels, 'l');

const CASE_SECTIONS = [
  ['case_background', '案例背景'],
  ['case_problem', '问题描述'],
  ['case_analysis', '原因分析'],
  ['case_solution', '解决方案'],
  ['case_result', '实施效果'],
] as const;

/**
 * Turns a forum post's accepted answer (or a case) into a wiki draft and
 * submits it (decision 033): the answer's (or case's) author is the entry's
 * author, so the credit and the approval workflow are the normal ones; the
 * body carries the question and a link back. One draft per source: asking
 * again answers 409 with the existing entry.
 */
export async function toKnowledge(db: Db, caller: SessionUser, postId: number, answerId?: number): Promise<{ wikiId: number }> {
  return db.transaction(async (tx) => {
    const src = await sourcePost(tx, postId);
    const key = answerId ?? 0;
    const kl = bbsKnowledgeLinks;
    const existing = await tx.execute<{ wiki_id: number }>(
      sql`select ${kl.wikiId} from ${kl} where ${kl.postId} = ${postId} and ${kl.answerId} = ${key} for update`,
    );
    if (existing.rows[0]) throw conflict(`已转为知识词条（编号 ${existing.rows[0].wiki_id}），不能重复转换`);
    let authorId: number;
    let body: string;
    if (answerId === undefined) {
      if (src.kind !== 'case') throw badRequest('只有案例可以整篇转为词条；问答请选择被采纳的回答');
      authorId = src.post_author_id;
      body = caseBody(src);
    } else {
      if (src.accepted_answer_id !== answerId) throw badRequest('只有被采纳的回答可以转为词条');
      const answer = await tx.execute<{ author_id: number; content: string; nickname: string }>(sql`
        select ${a.authorId}, ${a.content}, ${u.nickname} from ${bbsAnswers} ${a} join ${users} ${u} on ${u.id} = ${a.authorId}
        where ${a.id} = ${answerId} and ${a.postId} = ${postId} and ${a.state} = 'visible'`);
      const accepted = answer.rows[0];
      if (!accepted) throw notFound('回答不存在');
      authorId = accepted.author_id;
      body = `<h2>问题</h2>${src.content || `<p>${escapeHtml(src.title)}</p>`}<h2>解答</h2>${accepted.content}`;
    }
    const author = await authorOf(tx, authorId);
    const link = `<p>来源：内部论坛 <a href="#${postLink(postId)}">${escapeHtml(src.title)}</a>，作者 ${escapeHtml(author.nickname)}</p>`;
    // The manager acts for the author: the author needs neither the wiki's key nor the key to write for his entry to exist.
    const base = readerOf(author);
    const reader = { ...base, canWrite: true, domainIds: [...new Set([...base.domainIds, DOMAIN_IDS.wiki])] };
    const labelIds = await wikiLabels(tx, src.label_ids);
    const saved = await saveDraft(tx as unknown as Db, reader, DOMAIN_IDS.wiki, {
      title: src.title,
      summary: '',
      content: `${body}${link}`,
      labelIds,
      groupId: author.groupId,
      fields: [],
      visibility: { scope: 'all', groupIds: [], userIds: [] },
      coverFileId: null,
    });
    await submitForApproval(tx as unknown as Db, reader, DOMAIN_IDS.wiki, saved.id);
    await tx.execute(sql`insert into ${kl} (${bare(kl.postId)}, ${bare(kl.answerId)}, ${bare(kl.wikiId)}, ${bare(kl.createdBy)})
      values (${postId}, ${key}, ${saved.id}, ${caller.id})`);
    await recordConsoleChange(tx, caller, {
      action: 'bbs_to_knowledge',
      objectId: postId,
      target: `帖子 ${src.title}`,
      changes: [
        { field: '转为词条', before: '', after: `词条 ${saved.id}（${answerId === undefined ? '案例' : `回答 ${answerId}`}）` },
      ],
    });
    return { wikiId: saved.id };
  });
}

async function sourcePost(tx: Tx, postId: number): Promise<Source> {
  const rows = await tx.execute<Source>(sql`
    select ${p.knowledgeId} as post_id, ${k.title}, ${p.kind}, ${p.state}, ${v.content}, ${k.authorId} as post_author_id,
      ${p.acceptedAnswerId}, ${p.caseBackground}, ${p.caseProblem}, ${p.caseAnalysis}, ${p.caseSolution}, ${p.caseResult},
      coalesce((select array_agg(${l.labelId} order by ${l.labelId}) from ${knowledgeLabels} ${l} where ${l.knowledgeId} = ${k.id}),
        '{}') as label_ids
    from ${bbsPosts} ${p} join ${knowledge} ${k} on ${k.id} = ${p.knowledgeId}
      join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = ${k.publishedVersion}
    where ${p.knowledgeId} = ${postId} and ${k.deletedAt} is null
    for update of ${p}`);
  const src = rows.rows[0];
  if (!src) throw notFound('帖子不存在或未发布');
  if (src.state !== 'visible') throw badRequest('待审核或已隐藏的帖子不能转为词条');
  return src;
}

function caseBody(src: Source): string {
  const parts = CASE_SECTIONS.filter(([col]) => src[col].trim() !== '').map(([col, name]) => `<h2>${name}</h2>${src[col]}`);
  return `${src.content}${parts.join('')}`;
}

async function authorOf(tx: Tx, userId: number): Promise<SessionUser> {
  const rows = await tx.execute<CallerRow>(sql`select ${callerColumns} from ${users} ${u} where ${u.id} = ${userId}`);
  if (!rows.rows[0]) throw notFound('作者不存在');
  return callerOf(rows.rows[0], 0);
}

/** The post's labels the wiki may use (a label restricted to the forum stays behind). */
async function wikiLabels(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<{ id: number }>(sql`
    select ${labels.id} from ${labels} where ${labels.id} in ${ids} and ${labels.parentId} is not null
      and (${labels.domainId} is null or ${labels.domainId} = ${DOMAIN_IDS.wiki})`);
  return rows.rows.map((r) => r.id);
}
