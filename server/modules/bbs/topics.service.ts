import { BBS_FOLLOW_TARGETS } from '@contract/bbs/bbs-plates';
import {
  type adminTopicDecide,
  type adminTopicList,
  type adminTopicSave,
  TOPIC_PROPOSALS_OPEN_MAX,
  TOPIC_SUGGEST_MAX,
  type TopicView,
  type topicPool,
  type topicPropose,
} from '@contract/bbs/bbs-topics';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Conn, Db } from '../../db/client';
import { bbsFollows, bbsPosts, bbsPostTopics, bbsTopics, knowledge, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { paged } from '../../lib/paged';
import { assertNotBlocked, moderateText } from '../../moderation/moderate';
import { keywordFilter } from '../../search/keyword-filter';
import { setFollow } from './follows';
import { k, u } from './forum-aliases';
import { isForumManager } from './moderators';

type Ex = Pick<Conn, 'execute'>;
const TOPIC = BBS_FOLLOW_TARGETS.topic;

const t = alias(bbsTopics, 't');
const f = alias(bbsFollows, 'f');
const pt = alias(bbsPostTopics, 'pt');
const bp = alias(bbsPosts, 'bp');

type Row = {
  id: number;
  name: string;
  description: string;
  state: TopicView['state'];
  proposer_id: number | null;
  proposer_nickname: string | null;
  follower_count: number;
  post_count: number;
  followed: boolean;
  created_at: string;
};

/** Topics matching `where` (alias `t`) as `viewerId` sees them; counts read live (posts: visible ones). */
const topicColumns = (viewerId: number) => sql`
    ${t.id}, ${t.name}, ${t.description}, ${t.state}, ${t.proposerId}, ${u.nickname} as proposer_nickname, ${t.createdAt},
      (select count(*)::int from ${bbsFollows} ${f} where ${f.targetType} = ${TOPIC} and ${f.targetId} = ${t.id}) as follower_count,
      (select count(*)::int from ${bbsPostTopics} ${pt}
         join ${bbsPosts} ${bp} on ${bp.knowledgeId} = ${pt.postId} and ${bp.state} = 'visible'
         join ${knowledge} ${k} on ${k.id} = ${pt.postId} and ${k.deletedAt} is null and ${k.publishedVersion} is not null
       where ${pt.topicId} = ${t.id}) as post_count,
      exists (select 1 from ${bbsFollows} ${f}
        where ${f.targetType} = ${TOPIC} and ${f.targetId} = ${t.id} and ${f.userId} = ${viewerId}) as followed`;
const TOPIC_FROM = sql`${bbsTopics} ${t} left join ${users} ${u} on ${u.id} = ${t.proposerId}`;

function topicQuery(viewerId: number, where: SQL): SQL {
  return sql`select ${topicColumns(viewerId)} from ${TOPIC_FROM} where ${where}`;
}

const view = (r: Row): TopicView => ({
  id: r.id,
  name: r.name,
  description: r.description,
  state: r.state,
  proposer: r.proposer_id === null ? null : { id: r.proposer_id, nickname: r.proposer_nickname ?? '' },
  followerCount: r.follower_count,
  postCount: r.post_count,
  followed: r.followed,
  createdAt: new Date(r.created_at).toISOString(),
});

/** A keyword anywhere in the name or description. */
const keywordWhere = (keyword: string | undefined) =>
  keyword ? keywordFilter([sql`${t.name}`, sql`${t.description}`], keyword) : sql`true`;

async function page(conn: Ex, viewerId: number, where: SQL, order: SQL, p: { page: number; size: number }) {
  const r = await paged<Row>(conn, {
    from: TOPIC_FROM,
    where,
    order,
    columns: topicColumns(viewerId),
    page: p.page,
    size: p.size,
  });
  return { total: r.total, list: r.list.map(view) };
}

async function oneTopic(conn: Ex, viewerId: number, id: number): Promise<TopicView> {
  const r = await conn.execute<Row>(topicQuery(viewerId, sql`${t.id} = ${id}`));
  if (!r.rows[0]) throw notFound('话题不存在');
  return view(r.rows[0]);
}

/** The topic pool: approved topics, the most followed first. */
export function listTopicPool(db: Db, viewer: SessionUser, input: z.output<(typeof topicPool)['input']>) {
  return page(
    db,
    viewer.id,
    sql`${t.state} = 'approved' and ${keywordWhere(input.keyword)}`,
    sql`follower_count desc, post_count desc, ${t.id} desc`,
    input,
  );
}

/** One topic: approved ones for everybody; a proposal only for its proposer and forum managers. */
export async function topicDetail(db: Db, viewer: SessionUser, id: number): Promise<TopicView> {
  const topic = await oneTopic(db, viewer.id, id);
  if (topic.state !== 'approved' && topic.proposer?.id !== viewer.id && !isForumManager(viewer)) throw notFound('话题不存在');
  return topic;
}

/** Approved topics whose name begins with the keyword (the post editor's suggestions), the most used first. */
export async function suggestTopics(db: Db, keyword: string | undefined) {
  const prefix = `${(keyword ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await db.execute<{ id: number; name: string; post_count: number }>(sql`
    select ${t.id}, ${t.name}, (select count(*)::int from ${bbsPostTopics} ${pt} where ${pt.topicId} = ${t.id}) as post_count
    from ${bbsTopics} ${t} where ${t.state} = 'approved' and ${t.name} ilike ${prefix}
    order by post_count desc, length(${t.name}), ${t.id} limit ${TOPIC_SUGGEST_MAX}`);
  return r.rows.map((x) => ({ id: x.id, name: x.name, postCount: x.post_count }));
}

/** Refuses words of the "block" action and names already taken (case-insensitive; the unique index backs it). */
async function checkTopicText(conn: Conn, name: string, description: string, exceptId: number | null): Promise<void> {
  const m = await moderateText(conn, [
    { field: 'name', text: name },
    { field: 'description', text: description },
  ]);
  assertNotBlocked(m);
  if (m.review.length > 0 || m.replaced.length > 0) {
    // A topic's name is shown everywhere: a word that would hold or mask it is refused instead.
    const words = [...new Set([...m.review, ...m.replaced].map((h) => h.word))];
    throw badRequest(`话题不能包含敏感词：${words.join('、')}`, { words });
  }
  const clash = await conn.execute(
    sql`select 1 from ${bbsTopics} where lower(${bbsTopics.name}) = lower(${name}) and ${bbsTopics.id} is distinct from ${exceptId}::int`,
  );
  if (clash.rows.length) throw conflict(`话题「${name}」已存在`);
}

/** Inserts a topic; a concurrent twin loses on the unique index with the same 409. */
async function insertTopic(tx: Conn, name: string, description: string, proposerId: number, state: 'proposed' | 'approved') {
  const bt = bbsTopics;
  const r = await tx.execute<{ id: number }>(sql`
    insert into ${bt} (${bare(bt.name)}, ${bare(bt.description)}, ${bare(bt.proposerId)}, ${bare(bt.state)},
      ${bare(bt.decidedBy)}, ${bare(bt.decidedAt)})
    values (${name}, ${description}, ${proposerId}, ${state},
      ${state === 'approved' ? proposerId : null}, ${state === 'approved' ? sql`now()` : null})
    on conflict do nothing returning ${bt.id}`);
  if (!r.rows[0]) throw conflict(`话题「${name}」已存在`);
  return r.rows[0].id;
}

/** A member proposes a topic; it enters the pool once a forum manager approves it. */
export async function proposeTopic(db: Db, caller: SessionUser, input: z.output<(typeof topicPropose)['input']>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72447034, ${caller.id})`);
    const open = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${bbsTopics} where ${bbsTopics.proposerId} = ${caller.id} and ${bbsTopics.state} = 'proposed'`,
    );
    if (open.rows[0].n >= TOPIC_PROPOSALS_OPEN_MAX) {
      throw badRequest(`你已有${TOPIC_PROPOSALS_OPEN_MAX}个话题在等待审核，请等审核后再提议`);
    }
    await checkTopicText(tx, input.name, input.description, null);
    const id = await insertTopic(tx, input.name, input.description, caller.id, 'proposed');
    return oneTopic(tx, caller.id, id);
  });
}

/** Follows or unfollows an approved topic; doing it twice changes nothing. */
export async function followTopic(db: Db, viewer: SessionUser, topicId: number, follow: boolean) {
  const topic = await oneTopic(db, viewer.id, topicId);
  if (topic.state !== 'approved') throw notFound('话题不存在');
  await setFollow(db, viewer.id, TOPIC, topicId, follow);
  const after = await oneTopic(db, viewer.id, topicId);
  return { followed: after.followed, followerCount: after.followerCount };
}

/** The console's list: topics of a state (all states without one), the newest first. */
export function listTopicsForAdmin(db: Db, caller: SessionUser, input: z.output<(typeof adminTopicList)['input']>) {
  const state = input.state ? sql`${t.state} = ${input.state}` : sql`true`;
  return page(db, caller.id, sql`${state} and ${keywordWhere(input.keyword)}`, sql`${t.createdAt} desc, ${t.id} desc`, input);
}

const snapshot = (t: TopicView) => ({ 名称: t.name, 说明: t.description, 状态: STATE_LABEL[t.state] });
const STATE_LABEL: Record<TopicView['state'], string> = { proposed: '待审核', approved: '已通过', refused: '未通过' };

async function lockTopic(tx: Conn, callerId: number, id: number): Promise<TopicView> {
  await tx.execute(sql`select 1 from ${bbsTopics} where ${bbsTopics.id} = ${id} for update`);
  return oneTopic(tx, callerId, id);
}

/** Approves or refuses a proposal (only a proposal); the proposer is told, a refusal with its reason. */
export async function decideTopic(
  db: Db,
  caller: SessionUser,
  id: number,
  input: z.output<(typeof adminTopicDecide)['input']>,
): Promise<TopicView> {
  const after = await db.transaction(async (tx) => {
    const before = await lockTopic(tx, caller.id, id);
    if (before.state !== 'proposed') throw conflict('该话题已处理过');
    const state = input.approve ? 'approved' : 'refused';
    const bt = bbsTopics;
    await tx.execute(sql`update ${bt} set ${bare(bt.state)} = ${state}, ${bare(bt.decidedBy)} = ${caller.id},
      ${bare(bt.decidedAt)} = now() where ${bt.id} = ${id}`);
    const topic = await oneTopic(tx, caller.id, id);
    await recordConsoleChange(tx, caller, {
      action: input.approve ? 'bbs_topic_approve' : 'bbs_topic_refuse',
      objectId: id,
      target: `话题 ${topic.name}`,
      changes: [
        ...changesOf(snapshot(before), snapshot(topic)),
        ...(input.approve ? [] : [{ field: '原因', before: '', after: input.reason }]),
      ],
    });
    return topic;
  });
  if (after.proposer) {
    await notify(db, caller.id, [
      {
        userId: after.proposer.id,
        customType: MESSAGE_TYPES.notice,
        title: input.approve ? `你提议的话题「${after.name}」已通过审核` : `你提议的话题「${after.name}」未通过审核`,
        content: input.approve ? '' : `驳回理由：${input.reason}`,
        link: input.approve ? `/bbs/topic-detail?id=${id}` : null,
      },
    ]);
  }
  return after;
}

/** A manager creates a topic (approved at once) or changes one's name and description, audited. */
export async function saveTopic(db: Db, caller: SessionUser, input: z.output<(typeof adminTopicSave)['input']>) {
  return db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await lockTopic(tx, caller.id, input.id);
    await checkTopicText(tx, input.name, input.description, input.id ?? null);
    let id = input.id;
    if (id === undefined) {
      id = await insertTopic(tx, input.name, input.description, caller.id, 'approved');
    } else {
      const bt = bbsTopics;
      await tx.execute(sql`update ${bt} set ${bare(bt.name)} = ${input.name}, ${bare(bt.description)} = ${input.description}
        where ${bt.id} = ${id}`);
    }
    const after = await oneTopic(tx, caller.id, id);
    const changes = changesOf(before && snapshot(before), snapshot(after));
    if (changes.length) {
      await recordConsoleChange(tx, caller, {
        action: before ? 'bbs_topic_edit' : 'bbs_topic_create',
        objectId: id,
        target: `话题 ${before?.name ?? after.name}`,
        changes,
      });
    }
    return after;
  });
}

/** Deletes a topic: posts lose it and its followers stop following it, in one audited transaction. */
export async function deleteTopic(db: Db, caller: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockTopic(tx, caller.id, id);
    await tx.execute(sql`delete from ${bbsFollows} where ${bbsFollows.targetType} = ${TOPIC} and ${bbsFollows.targetId} = ${id}`);
    await tx.execute(sql`delete from ${bbsTopics} where ${bbsTopics.id} = ${id}`);
    await recordConsoleChange(tx, caller, {
      action: 'bbs_topic_delete',
      objectId: id,
      target: `话题 ${before.name}`,
      changes: changesOf(snapshot(before), null),
    });
  });
  return null;
}
