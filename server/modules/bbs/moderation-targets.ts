import { BBS_STATE_NAMES, type BbsState } from '@contract/bbs/bbs-posts';
import type { moderatedTarget } from '@contract/bbs/bbs-reports';
import type { EventAction } from '@contract/platform/events';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Conn } from '../../db/client';
import { bbsAnswers, bbsPlates, bbsPosts, knowledge, knowledgeVersions, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { recordConsoleChange } from '../../events/console-change';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { reindexItem } from '../../search/index-doc';
import { touchAnswers } from './answer-view';
import { a, k, pl, u, v } from './forum-aliases';

/**
 * Posts and answers as the moderators' queues see them (reports, review):
 * one shape for both, with the plate that decides who may moderate them.
 */

export type TargetType = 'post' | 'answer';
export type ModeratedTarget = z.infer<typeof moderatedTarget>;

/** Characters of a body shown in a queue. */
const EXCERPT = 120;

export type TargetRow = {
  type: TargetType;
  id: number;
  post_id: number;
  title: string;
  text: string;
  author_id: number;
  author_nickname: string;
  plate_id: number;
  plate_name: string;
  state: BbsState;
  flagged_words: string[];
  created_at: string;
};

/**
 * Live (not deleted) posts and answers of live posts, as one relation `t`.
 * A post's text is that of its published version (a held post's newest).
 */
const bp = alias(bbsPosts, 'bp');
export const targetsRelation = sql`(
  select 'post' as type, ${bp.knowledgeId} as id, ${bp.knowledgeId} as post_id, ${k.title},
    coalesce(${v.contentText}, '') as text, ${k.authorId}, ${u.nickname} as author_nickname,
    ${bp.plateId}, ${pl.name} as plate_name, ${bp.state}, ${bp.flaggedWords}, ${bp.createdAt}
  from ${bbsPosts} ${bp}
  join ${knowledge} ${k} on ${k.id} = ${bp.knowledgeId} and ${k.deletedAt} is null
  left join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = coalesce(${k.publishedVersion}, ${k.latestVersion})
  join ${users} ${u} on ${u.id} = ${k.authorId}
  join ${bbsPlates} ${pl} on ${pl.id} = ${bp.plateId}
  union all
  select 'answer', ${a.id}, ${a.postId}, ${k.title}, ${a.contentText}, ${a.authorId}, ${u.nickname},
    ${bp.plateId}, ${pl.name}, ${a.state}, ${a.flaggedWords}, ${a.createdAt}
  from ${bbsAnswers} ${a}
  join ${bbsPosts} ${bp} on ${bp.knowledgeId} = ${a.postId}
  join ${knowledge} ${k} on ${k.id} = ${a.postId} and ${k.deletedAt} is null
  join ${users} ${u} on ${u.id} = ${a.authorId}
  join ${bbsPlates} ${pl} on ${pl.id} = ${bp.plateId}
) t`;

export const targetMatches = (type: TargetType, id: number): SQL => sql`(t.type = ${type} and t.id = ${id})`;

export function targetView(r: TargetRow): ModeratedTarget {
  const text = r.text.replace(/\s+/g, ' ').trim();
  return {
    type: r.type,
    id: r.id,
    postId: r.post_id,
    title: r.title,
    excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text,
    author: { id: r.author_id, nickname: r.author_nickname },
    plate: { id: r.plate_id, name: r.plate_name },
    state: r.state,
  };
}

export const TARGET_NOUN: Record<TargetType, string> = { post: '帖子', answer: '回答' };

/**
 * One post or answer; with `lock`, its row is locked first, so that the
 * state read here stays true until the caller's transaction ends.
 */
export async function loadTarget(conn: Pick<Conn, 'execute'>, type: TargetType, id: number, lock = false): Promise<TargetRow> {
  if (lock) {
    await conn.execute(
      type === 'post'
        ? sql`select 1 from ${bbsPosts} where ${bbsPosts.knowledgeId} = ${id} for update`
        : sql`select 1 from ${bbsAnswers} where ${bbsAnswers.id} = ${id} for update`,
    );
  }
  const r = await conn.execute<TargetRow>(sql`select * from ${targetsRelation} where ${targetMatches(type, id)}`);
  if (!r.rows[0]) throw notFound(`${TARGET_NOUN[type]}不存在`);
  return r.rows[0];
}

/**
 * Moves a post or an answer to another moderation state and brings what
 * depends on it along in the same transaction: the post's answer count (of
 * visible answers) and the search index (held and hidden posts are not
 * searchable; an answer's text is part of its post's document) and the
 * audit trail's entry, naming the moderator and the reason.
 */
export async function setTargetState(
  conn: Conn,
  caller: SessionUser,
  target: TargetRow,
  state: BbsState,
  audit: { action: EventAction; reason?: string },
): Promise<void> {
  if (target.type === 'post') {
    await conn.execute(
      sql`update ${bbsPosts} set ${bare(bbsPosts.state)} = ${state} where ${bbsPosts.knowledgeId} = ${target.id}`,
    );
  } else {
    const ba = bbsAnswers;
    await conn.execute(
      sql`update ${ba} set ${bare(ba.state)} = ${state}, ${bare(ba.updatedAt)} = now() where ${ba.id} = ${target.id}`,
    );
    await touchAnswers(conn, target.post_id, false);
  }
  await reindexItem(conn, target.post_id);
  await recordConsoleChange(conn, caller, {
    action: audit.action,
    objectId: target.id,
    target: targetName(target),
    changes: [
      { field: '状态', before: BBS_STATE_NAMES[target.state], after: BBS_STATE_NAMES[state] },
      ...(audit.reason ? [{ field: '原因', before: '', after: audit.reason }] : []),
    ],
  });
}

/** SPA route of a post's detail page, for message links. */
export const postLink = (postId: number) => `/bbs/post-detail?id=${postId}`;

/** How the audit trail and messages name a target: 帖子《标题》, 回答（帖子《标题》）. */
export const targetName = (t: Pick<TargetRow, 'type' | 'title'>) =>
  t.type === 'post' ? `帖子《${t.title}》` : `回答（帖子《${t.title}》）`;
