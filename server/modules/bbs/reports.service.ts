import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { type adminReportList, REPORTS_OPEN_MAX, type ReportView, type reportCreate } from '@contract/bbs/bbs-reports';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { readerOf } from '../../access/reader';
import type { Conn, Db } from '../../db/client';
import { bbsReports, knowledge, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { recordConsoleChange } from '../../events/console-change';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { paged } from '../../lib/paged';
import { k } from './forum-aliases';
import {
  loadTarget,
  postLink,
  setTargetState,
  type TargetRow,
  type TargetType,
  targetName,
  targetsRelation,
  targetView,
} from './moderation-targets';
import { assertModerates, assertModeratesAny } from './moderators';
import { tellInvitedExperts } from './post-save.service';

type Ex = Pick<Conn, 'execute'>;
type ReportRow = TargetRow & {
  report_id: number;
  reporter_id: number;
  reporter_nickname: string;
  reason: string;
  report_state: ReportView['state'];
  reported_at: string;
  decider_id: number | null;
  decider_nickname: string | null;
  decided_at: string | null;
};

const r = alias(bbsReports, 'r');
const ru = alias(users, 'ru');
const du = alias(users, 'du');
/** Reports unaliased: the rows a statement reads or changes. */
const br = bbsReports;

const typeOf = sql`(case ${r.targetType} when ${BBS_TARGETS.post} then 'post' else 'answer' end)`;

/** Reports (alias `r`) with their targets (alias `t`); a report of a deleted post drops out with it. */
const REPORT_COLUMNS = sql`t.*, ${r.id} as report_id, ${r.reporterId}, ${ru.nickname} as reporter_nickname, ${r.reason},
    ${r.state} as report_state, ${r.createdAt} as reported_at, ${r.decidedBy} as decider_id, ${du.nickname} as decider_nickname,
    ${r.decidedAt}`;
const REPORT_FROM = sql`${bbsReports} ${r}
  join ${targetsRelation} on t.type = ${typeOf} and t.id = ${r.targetId}
  join ${users} ${ru} on ${ru.id} = ${r.reporterId}
  left join ${users} ${du} on ${du.id} = ${r.decidedBy}`;
const reportQuery = (where: ReturnType<typeof sql>) => sql`select ${REPORT_COLUMNS} from ${REPORT_FROM} where ${where}`;

const view = (r: ReportRow): ReportView => ({
  id: r.report_id,
  target: targetView(r),
  reporter: { id: r.reporter_id, nickname: r.reporter_nickname },
  reason: r.reason,
  state: r.report_state,
  createdAt: new Date(r.reported_at).toISOString(),
  decidedBy: r.decider_id === null ? null : { id: r.decider_id, nickname: r.decider_nickname ?? '' },
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

/**
 * Whether the caller may read the target's post: the knowledge engine's rule
 * over the forum's domain (every forum endpoint already asks for its key).
 */
async function postReadable(conn: Ex, caller: SessionUser, postId: number): Promise<boolean> {
  const reader = { ...readerOf(caller), domainIds: [DOMAIN_IDS.bbs] };
  const found = await conn.execute(sql`select 1 from ${knowledge} ${k} where ${k.id} = ${postId} and ${readableBy(reader)}`);
  return found.rows.length > 0;
}

/**
 * A member reports a visible post or answer he can read, not his own, once
 * while the report is open, with at most REPORTS_OPEN_MAX reports waiting.
 */
export async function createReport(db: Db, caller: SessionUser, input: z.output<(typeof reportCreate)['input']>) {
  return db.transaction(async (tx) => {
    // Missing, or in a deleted post: refused below as not found, like a target the caller cannot see.
    const target = await loadTarget(tx, input.targetType, input.targetId).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    });
    const post = target && target.type === 'answer' ? await loadTarget(tx, 'post', target.post_id) : target;
    const noun = input.targetType === 'post' ? '帖子' : '回答';
    if (
      !target ||
      !post ||
      target.state !== 'visible' ||
      post.state !== 'visible' ||
      !(await postReadable(tx, caller, post.id))
    ) {
      throw notFound(`${noun}不存在`);
    }
    if (target.author_id === caller.id) throw badRequest(`不能举报自己的${noun}`);
    // One reporter at a time: the counts below stay true until commit.
    await tx.execute(sql`select pg_advisory_xact_lock(72447035, ${caller.id})`);
    const open = await tx.execute<{ n: number; same: boolean }>(sql`
      select count(*)::int as n,
        coalesce(bool_or(${br.targetType} = ${BBS_TARGETS[input.targetType]} and ${br.targetId} = ${input.targetId}), false) as same
      from ${br} where ${br.reporterId} = ${caller.id} and ${br.state} = 'open'`);
    if (open.rows[0].same) throw conflict(`你已举报过该${noun}，请等待版主处理`);
    if (open.rows[0].n >= REPORTS_OPEN_MAX) throw badRequest(`你已有${REPORTS_OPEN_MAX}条举报等待处理，请稍后再举报`);
    const added = await tx.execute<{ id: number }>(sql`
      insert into ${br} (${bare(br.reporterId)}, ${bare(br.targetType)}, ${bare(br.targetId)}, ${bare(br.postId)}, ${bare(br.reason)})
      values (${caller.id}, ${BBS_TARGETS[input.targetType]}, ${input.targetId}, ${target.post_id}, ${input.reason})
      returning ${br.id}`);
    return { id: added.rows[0].id };
  });
}

/** Reports of a state in the plates the caller moderates (a forum manager: all), the newest first. */
export async function listReports(db: Db, caller: SessionUser, input: z.output<(typeof adminReportList)['input']>) {
  const plates = await assertModeratesAny(db, caller);
  const scope = plates === null ? sql`true` : sql`t.plate_id = any(${intArray(plates)})`;
  const page = await paged<ReportRow>(db, {
    from: REPORT_FROM,
    where: sql`${r.state} = ${input.state} and ${scope}`,
    order: sql`${r.createdAt} desc, ${r.id} desc`,
    columns: REPORT_COLUMNS,
    page: input.page,
    size: input.size,
  });
  return { total: page.total, list: page.list.map(view) };
}

async function oneReport(conn: Ex, id: number): Promise<ReportRow> {
  const found = await conn.execute<ReportRow>(reportQuery(sql`${r.id} = ${id}`));
  if (!found.rows[0]) throw notFound('举报不存在');
  return found.rows[0];
}

/** Locks an open report and checks that the caller moderates its target's plate. */
async function openReport(tx: Conn, caller: SessionUser, id: number): Promise<ReportRow> {
  const locked = await tx.execute<{ target_type: number; target_id: number }>(
    sql`select ${br.targetType}, ${br.targetId} from ${br} where ${br.id} = ${id} for update`,
  );
  if (!locked.rows[0]) throw notFound('举报不存在');
  const report = await oneReport(tx, id);
  await assertModerates(tx, caller, report.plate_id);
  if (report.report_state !== 'open') throw conflict('该举报已处理过');
  return report;
}

/**
 * Hides the reported post or answer and closes every open report of it as
 * 'hidden', audited; the author is told after commit.
 */
export async function hideReported(db: Db, caller: SessionUser, id: number): Promise<ReportView> {
  const target = await db.transaction(async (tx) => {
    const report = await openReport(tx, caller, id);
    const t = await loadTarget(tx, report.type, report.id, true);
    if (t.state !== 'hidden') {
      await setTargetState(tx, caller, t, 'hidden', { action: 'bbs_report_hide', reason: report.reason });
    }
    await tx.execute(sql`
      update ${br} set ${bare(br.state)} = 'hidden', ${bare(br.decidedBy)} = ${caller.id}, ${bare(br.decidedAt)} = now()
      where ${br.targetType} = ${BBS_TARGETS[t.type as TargetType]} and ${br.targetId} = ${t.id} and ${br.state} = 'open'`);
    return t;
  });
  await notify(db, caller.id, [
    {
      userId: target.author_id,
      customType: MESSAGE_TYPES.notice,
      title: `你的${targetName(target)}因被举报已被隐藏`,
      link: postLink(target.post_id),
    },
  ]);
  return view(await oneReport(db, id));
}

/** Dismisses one report: its target stays as it is. */
export async function dismissReport(db: Db, caller: SessionUser, id: number): Promise<ReportView> {
  await db.transaction(async (tx) => {
    const report = await openReport(tx, caller, id);
    await tx.execute(
      sql`update ${br} set ${bare(br.state)} = 'dismissed', ${bare(br.decidedBy)} = ${caller.id}, ${bare(br.decidedAt)} = now()
        where ${br.id} = ${id}`,
    );
    await recordConsoleChange(tx, caller, {
      action: 'bbs_report_dismiss',
      objectId: report.id,
      target: targetName(report),
      changes: [{ field: '举报', before: report.reason, after: '已驳回' }],
    });
  });
  return view(await oneReport(db, id));
}

/** Shows a hidden post or answer again (and puts a post back into search), audited. */
export async function restoreTarget(db: Db, caller: SessionUser, type: TargetType, id: number) {
  return db.transaction(async (tx) => {
    const t = await loadTarget(tx, type, id, true);
    await assertModerates(tx, caller, t.plate_id);
    if (t.state !== 'hidden') throw conflict('只能恢复已隐藏的内容');
    await setTargetState(tx, caller, t, 'visible', { action: 'bbs_restore' });
    // A question rejected at review never told its invited experts; shown again, it does (each once).
    if (t.type === 'post') await tellInvitedExperts(tx, t.id, t.title);
    return targetView(await loadTarget(tx, type, id));
  });
}
