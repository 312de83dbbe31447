import type { ReviewItem, reviewList } from '@contract/bbs/bbs-review';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Conn, Db } from '../../db/client';
import { bbsAnswers, bbsPosts } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { recordConsoleChange } from '../../events/console-change';
import { conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { paged } from '../../lib/paged';
import { moderateText } from '../../moderation/moderate';
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

/**
 * The review queue (decision 032/033): posts and answers a "需审核" word held
 * for the moderators of their plate, and those carrying "标记" words.
 */

/** The "需审核" words in a target's current text: why it was held (the word list may have changed since). */
async function reviewWordsOf(conn: Conn, t: TargetRow): Promise<string[]> {
  const m = await moderateText(conn, [
    ...(t.type === 'post' ? [{ field: 'title', text: t.title }] : []),
    { field: 'text', text: t.text },
  ]);
  return [...new Set(m.review.map((h) => h.word))];
}

/** Held (or flagged) posts and answers of the plates the caller moderates (a forum manager: all), the oldest waiting first. */
export async function listReview(db: Db, caller: SessionUser, input: z.output<(typeof reviewList)['input']>) {
  const plates = await assertModeratesAny(db, caller);
  const scope = plates === null ? sql`true` : sql`t.plate_id = any(${intArray(plates)})`;
  const queue = input.queue === 'held' ? sql`t.state = 'held'` : sql`t.state <> 'hidden' and cardinality(t.flagged_words) > 0`;
  const page = await paged<TargetRow>(db, {
    from: targetsRelation,
    where: sql`${queue} and ${scope}`,
    order: input.queue === 'held' ? sql`t.created_at, t.id` : sql`t.created_at desc, t.id desc`,
    columns: sql`t.*`,
    page: input.page,
    size: input.size,
  });
  const list: ReviewItem[] = [];
  for (const row of page.list) {
    list.push({
      ...targetView(row),
      reviewWords: await reviewWordsOf(db, row),
      flaggedWords: row.flagged_words,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return { total: page.total, list };
}

/** Locks a held target the caller moderates. */
async function heldTarget(tx: Conn, caller: SessionUser, type: TargetType, id: number): Promise<TargetRow> {
  const t = await loadTarget(tx, type, id, true);
  await assertModerates(tx, caller, t.plate_id);
  if (t.state !== 'held') throw conflict('该内容不在待审核状态');
  return t;
}

/** Publishes a held post or answer (a post enters search), audited; the author and a question's invited experts are told. */
export async function approveHeld(db: Db, caller: SessionUser, type: TargetType, id: number) {
  const target = await db.transaction(async (tx) => {
    const t = await heldTarget(tx, caller, type, id);
    await setTargetState(tx, caller, t, 'visible', { action: 'bbs_review_approve' });
    // A question held at publication told none of its invited experts: now it is visible, they hear of it once.
    if (t.type === 'post') await tellInvitedExperts(tx, t.id, t.title);
    return t;
  });
  await notify(db, caller.id, [
    {
      userId: target.author_id,
      customType: MESSAGE_TYPES.notice,
      title: `你的${targetName(target)}已通过审核`,
      link: postLink(target.post_id),
    },
  ]);
  return targetView(await loadTarget(db, type, id));
}

/** Rejects a held post or answer: it is hidden, audited with the reason, and the author is told why. */
export async function rejectHeld(db: Db, caller: SessionUser, type: TargetType, id: number, reason: string) {
  const target = await db.transaction(async (tx) => {
    const t = await heldTarget(tx, caller, type, id);
    await setTargetState(tx, caller, t, 'hidden', { action: 'bbs_review_reject', reason });
    return t;
  });
  await notify(db, caller.id, [
    {
      userId: target.author_id,
      customType: MESSAGE_TYPES.notice,
      title: `你的${targetName(target)}未通过审核`,
      content: `驳回理由：${reason}`,
      link: postLink(target.post_id),
    },
  ]);
  return targetView(await loadTarget(db, type, id));
}

/**
 * Keeps a flagged post or answer as it is: its "标记" words are cleared, so it
 * leaves the flagged queue, audited with the words it carried. To take it
 * down instead, a moderator hides it (`hideTarget`).
 */
export async function keepFlagged(db: Db, caller: SessionUser, type: TargetType, id: number) {
  return db.transaction(async (tx) => {
    const t = await loadTarget(tx, type, id, true);
    await assertModerates(tx, caller, t.plate_id);
    if (t.flagged_words.length === 0) throw conflict('该内容没有标记词');
    await tx.execute(
      type === 'post'
        ? sql`update ${bbsPosts} set ${bare(bbsPosts.flaggedWords)} = '{}' where ${bbsPosts.knowledgeId} = ${id}`
        : sql`update ${bbsAnswers} set ${bare(bbsAnswers.flaggedWords)} = '{}' where ${bbsAnswers.id} = ${id}`,
    );
    await recordConsoleChange(tx, caller, {
      action: 'bbs_flag_keep',
      objectId: id,
      target: targetName(t),
      changes: [{ field: '标记词', before: t.flagged_words.join('、'), after: '' }],
    });
    return targetView(await loadTarget(tx, type, id));
  });
}
