import type { adminExpertDecide, adminExpertList, ExpertView, expertApply, expertList } from '@contract/bbs/bbs-experts';
import { EXPERT_STATE_NAMES } from '@contract/bbs/bbs-experts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Conn, Db } from '../../db/client';
import { bbsAnswers, bbsExperts, knowledge, labels, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { paged } from '../../lib/paged';
import { assertNotBlocked, moderateText } from '../../moderation/moderate';
import { keywordFilter } from '../../search/keyword-filter';
import { a, k, u } from './forum-aliases';

type Ex = Pick<Conn, 'execute'>;

type Row = {
  user_id: number;
  nickname: string;
  field_list: { id: number; name: string }[] | null;
  introduction: string;
  state: ExpertView['state'];
  answer_count: number;
  accepted_count: number;
  applied_at: string;
  decided_at: string | null;
};

/**
 * Experts (alias `e`) matching `where`, with their fields' names (in the
 * order chosen; a deleted label drops out) and their record read from the
 * answers themselves: visible answers on live posts, and the accepted ones.
 */
const e = alias(bbsExperts, 'e');
const l = alias(labels, 'l');
const EXPERT_COLUMNS = sql`${e.userId}, ${u.nickname}, ${e.introduction}, ${e.state}, ${e.appliedAt}, ${e.decidedAt},
      (select json_agg(json_build_object('id', ${l.id}, 'name', ${l.name}) order by array_position(${e.labelIds}, ${l.id}))
         from ${labels} ${l} where ${l.id} = any(${e.labelIds})) as field_list,
      coalesce(s.answers, 0) as answer_count, coalesce(s.accepted, 0) as accepted_count`;
const EXPERT_FROM = sql`${bbsExperts} ${e}
    join ${users} ${u} on ${u.id} = ${e.userId}
    left join lateral (
      select count(*)::int as answers, (count(*) filter (where ${a.accepted}))::int as accepted
      from ${bbsAnswers} ${a} join ${knowledge} ${k} on ${k.id} = ${a.postId} and ${k.deletedAt} is null
      where ${a.authorId} = ${e.userId} and ${a.state} = 'visible'
    ) s on true`;

function expertQuery(where: SQL): SQL {
  return sql`select ${EXPERT_COLUMNS} from ${EXPERT_FROM} where ${where}`;
}

const view = (r: Row): ExpertView => ({
  user: { id: r.user_id, nickname: r.nickname },
  fields: r.field_list ?? [],
  introduction: r.introduction,
  state: r.state,
  answerCount: r.answer_count,
  acceptedCount: r.accepted_count,
  acceptanceRate: r.answer_count === 0 ? 0 : Math.round((r.accepted_count / r.answer_count) * 10_000) / 10_000,
  appliedAt: new Date(r.applied_at).toISOString(),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

const keywordWhere = (keyword: string | undefined) =>
  keyword ? keywordFilter([sql`${u.nickname}`, sql`${e.introduction}`], keyword) : sql`true`;

async function page(conn: Ex, where: SQL, order: SQL, p: { page: number; size: number }) {
  const r = await paged<Row>(conn, { from: EXPERT_FROM, where, order, columns: EXPERT_COLUMNS, page: p.page, size: p.size });
  return { total: r.total, list: r.list.map(view) };
}

async function expertOf(conn: Ex, userId: number): Promise<ExpertView | null> {
  const r = await conn.execute<Row>(expertQuery(sql`${e.userId} = ${userId}`));
  return r.rows[0] ? view(r.rows[0]) : null;
}

/** Approved experts, in a field (label) and matching a keyword (name or introduction), the most accepted first. */
export function listExperts(db: Db, input: z.output<(typeof expertList)['input']>) {
  const field = input.labelId === undefined ? sql`true` : sql`${input.labelId} = any(${e.labelIds})`;
  return page(
    db,
    sql`${e.state} = 'approved' and not ${u.disabled} and ${field} and ${keywordWhere(input.keyword)}`,
    sql`accepted_count desc, answer_count desc, ${e.userId}`,
    input,
  );
}

export const myExpertApplication = (db: Db, caller: SessionUser) => expertOf(db, caller.id);

/**
 * A member applies (once: again only after a refusal or a revocation) with
 * 1–5 labels that exist (labels, not their categories) and an introduction
 * free of blocked words.
 */
export async function applyForExpert(db: Db, caller: SessionUser, input: z.output<(typeof expertApply)['input']>) {
  const labelIds = [...new Set(input.labelIds)];
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${labels} where ${labels.id} = any(${intArray(labelIds)}) and ${labels.parentId} is not null`,
    );
    if (found.rows[0].n !== labelIds.length) throw badRequest('擅长领域中有不存在的标签');
    assertNotBlocked(await moderateText(tx, [{ field: 'introduction', text: input.introduction }]));
    const current = await tx.execute<{ state: ExpertView['state'] }>(
      sql`select ${bbsExperts.state} from ${bbsExperts} where ${bbsExperts.userId} = ${caller.id} for update`,
    );
    const state = current.rows[0]?.state;
    if (state === 'applied') throw conflict('你的专家申请正在审核中，请耐心等待');
    if (state === 'approved') throw conflict('你已是认证专家');
    const x = bbsExperts;
    const r = await tx.execute(sql`
      insert into ${x} (${bare(x.userId)}, ${bare(x.labelIds)}, ${bare(x.introduction)}, ${bare(x.state)}, ${bare(x.appliedAt)})
      values (${caller.id}, ${intArray(labelIds)}, ${input.introduction}, 'applied', now())
      on conflict (${bare(x.userId)}) do update set ${bare(x.labelIds)} = excluded.${bare(x.labelIds)},
        ${bare(x.introduction)} = excluded.${bare(x.introduction)},
        ${bare(x.state)} = 'applied', ${bare(x.appliedAt)} = now(), ${bare(x.decidedBy)} = null, ${bare(x.decidedAt)} = null
      where ${x.state} = 'refused'
      returning ${x.userId}`);
    // Two first applications at once: the second finds the first's row and changes nothing.
    if (r.rows.length === 0) throw conflict('你的专家申请正在审核中，请耐心等待');
    return (await expertOf(tx, caller.id)) as ExpertView;
  });
}

/** The console's list: applications and experts of a state (all without one), the newest application first. */
export function listExpertsForAdmin(db: Db, input: z.output<(typeof adminExpertList)['input']>) {
  const state = input.state ? sql`${e.state} = ${input.state}` : sql`true`;
  return page(db, sql`${state} and ${keywordWhere(input.keyword)}`, sql`${e.appliedAt} desc, ${e.userId}`, input);
}

const snapshot = (e: ExpertView) => ({
  状态: EXPERT_STATE_NAMES[e.state],
  擅长领域: e.fields.map((f) => f.name).join('、'),
});

/** Locks and reads one application; 404 without one. */
async function lockExpert(tx: Conn, userId: number): Promise<ExpertView> {
  await tx.execute(sql`select 1 from ${bbsExperts} where ${bbsExperts.userId} = ${userId} for update`);
  const e = await expertOf(tx, userId);
  if (!e) throw notFound('专家申请不存在');
  return e;
}

async function decideWith(
  db: Db,
  caller: SessionUser,
  userId: number,
  from: ExpertView['state'],
  to: ExpertView['state'],
  action: 'bbs_expert_approve' | 'bbs_expert_refuse' | 'bbs_expert_revoke',
  reason: string,
  message: string,
): Promise<ExpertView> {
  const after = await db.transaction(async (tx) => {
    const before = await lockExpert(tx, userId);
    if (before.state !== from) throw conflict(from === 'applied' ? '该申请已处理过' : '该用户不是认证专家');
    await tx.execute(
      sql`update ${bbsExperts} set ${bare(bbsExperts.state)} = ${to}, ${bare(bbsExperts.decidedBy)} = ${caller.id},
        ${bare(bbsExperts.decidedAt)} = now() where ${bbsExperts.userId} = ${userId}`,
    );
    const e = (await expertOf(tx, userId)) as ExpertView;
    await recordConsoleChange(tx, caller, {
      action,
      objectId: userId,
      target: `专家 ${e.user.nickname}`,
      changes: [...changesOf(snapshot(before), snapshot(e)), ...(reason ? [{ field: '原因', before: '', after: reason }] : [])],
    });
    return e;
  });
  // After commit: a message never tells of a decision that was rolled back.
  await notify(db, caller.id, [
    { userId, customType: MESSAGE_TYPES.notice, title: message, content: reason, link: '/bbs/expert' },
  ]);
  return after;
}

/** Approves or refuses an application; the applicant gets a message either way. */
export function decideExpert(db: Db, caller: SessionUser, userId: number, input: z.output<(typeof adminExpertDecide)['input']>) {
  return input.approve
    ? decideWith(db, caller, userId, 'applied', 'approved', 'bbs_expert_approve', '', '你的专家申请已通过，欢迎成为论坛专家')
    : decideWith(
        db,
        caller,
        userId,
        'applied',
        'refused',
        'bbs_expert_refuse',
        input.reason,
        `你的专家申请未通过：${input.reason}`,
      );
}

/** Withdraws an expert's standing (he may apply again later), telling him why. */
export function revokeExpert(db: Db, caller: SessionUser, userId: number, reason: string) {
  return decideWith(db, caller, userId, 'approved', 'refused', 'bbs_expert_revoke', reason, `你的专家认证已被撤销：${reason}`);
}
