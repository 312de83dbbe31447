import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import type { HiddenItem, HideCause } from '@contract/bbs/bbs-reports';
import type { EventAction } from '@contract/platform/events';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsReports as br, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { paged } from '../../lib/paged';
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

/**
 * Hiding a post or an answer directly (a case in 案例管理, a flagged item in
 * 审核与举报) and the list of everything hidden, whatever hid it.
 */

/** The audit actions that hide a target, by the cause the list names. */
const HIDING: Record<HideCause, EventAction> = { report: 'bbs_report_hide', review: 'bbs_review_reject', moderator: 'bbs_hide' };
const CAUSE_OF = new Map(Object.entries(HIDING).map(([cause, action]) => [action as string, cause as HideCause]));

/**
 * Hides a visible post or answer with a reason, audited, and closes its open
 * reports as hidden (the moderator has decided them); the author is told why.
 * A held one is decided in the review queue instead (approve or reject).
 */
export async function hideTarget(db: Db, caller: SessionUser, type: TargetType, id: number, reason: string) {
  const target = await db.transaction(async (tx) => {
    const t = await loadTarget(tx, type, id, true);
    await assertModerates(tx, caller, t.plate_id);
    if (t.state === 'hidden') throw conflict('该内容已隐藏');
    if (t.state === 'held') throw conflict('该内容在待审核中，请通过或驳回');
    await setTargetState(tx, caller, t, 'hidden', { action: 'bbs_hide', reason });
    await tx.execute(sql`
      update ${br} set ${bare(br.state)} = 'hidden', ${bare(br.decidedBy)} = ${caller.id}, ${bare(br.decidedAt)} = now()
      where ${br.targetType} = ${BBS_TARGETS[type]} and ${br.targetId} = ${id} and ${br.state} = 'open'`);
    return t;
  });
  await notify(db, caller.id, [
    {
      userId: target.author_id,
      customType: MESSAGE_TYPES.notice,
      title: `你的${targetName(target)}已被版主隐藏：${reason}`,
      content: reason,
      link: postLink(target.post_id),
    },
  ]);
  return targetView(await loadTarget(db, type, id));
}

type HiddenRow = TargetRow & {
  action: string | null;
  reason: string | null;
  hider_id: number | null;
  hider_nickname: string | null;
  hidden_at: string | null;
};

/**
 * Hidden posts and answers of the plates the caller moderates (a forum
 * manager: all), the latest hidden first, each with its latest hiding as the
 * audit trail keeps it. Post and answer ids share the events' object column,
 * so the recorded target name (帖子《…》 / 回答（…）) tells them apart.
 */
export async function listHidden(db: Db, caller: SessionUser, input: { page: number; size: number }) {
  const plates = await assertModeratesAny(db, caller);
  const scope = plates === null ? sql`true` : sql`t.plate_id = any(${intArray(plates)})`;
  const actions = Object.values(HIDING);
  // The events log has no table in the Drizzle schema (it is partitioned in the migrations), so `events e` stays text.
  const hu = alias(users, 'hu');
  const page = await paged<HiddenRow>(db, {
    from: sql`${targetsRelation}
    left join lateral (
      select e.action, e.user_id, e.occurred_at,
        (select c->>'after' from jsonb_array_elements(e.detail->'changes') c where c->>'field' = '原因' limit 1) as reason
      from events e
      where e.action = any(${sql.param(actions)}::text[]) and e.object_id = t.id
        and e.detail->>'target' like (case t.type when 'post' then '帖子%' else '回答%' end)
      order by e.id desc limit 1) h on true
    left join ${users} ${hu} on ${hu.id} = h.user_id`,
    where: sql`t.state = 'hidden' and ${scope}`,
    order: sql`h.occurred_at desc nulls last, t.created_at desc, t.id desc`,
    columns: sql`t.*, h.action, h.reason, h.user_id as hider_id, ${hu.nickname} as hider_nickname, h.occurred_at as hidden_at`,
    page: input.page,
    size: input.size,
  });
  const list: HiddenItem[] = page.list.map((row) => ({
    ...targetView(row),
    cause: row.action === null ? null : (CAUSE_OF.get(row.action) ?? null),
    reason: row.reason ?? '',
    hiddenBy: row.hider_id === null ? null : { id: row.hider_id, nickname: row.hider_nickname ?? '' },
    hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { total: page.total, list };
}
