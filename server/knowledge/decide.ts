import { DOMAIN_NAMES } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../access/reader';
import type { Db } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { MESSAGE_TYPES, notify } from '../lib/notify';
import { readableBy } from './access';
import { canDecide, isOwnSubmission, lockLiveItem, newestVersion } from './item';
import { recordStep } from './lifecycle-event';
import { itemLink } from './links';
import { publishVersion } from './publish';
import type { StepResult } from './submit';

export interface Decision {
  /** Knowledge id; the decision applies to its newest (pending) version. */
  id: number;
  approve: boolean;
  comment: string;
}

const NOT_FOUND = '内容不存在或已删除';

/**
 * Approves or rejects the pending version of an item of any domain. The
 * caller holds the approval permission (checked by the route) and may decide
 * only what canDecide allows: an item he cannot read is not found, his own
 * submission is refused. The author (and the editor, when someone else) is
 * told the outcome with a notice.
 */
export async function decide(db: Db, reader: Reader, d: Decision): Promise<StepResult> {
  const approverId = reader.id;
  const outcome = await db.transaction(async (tx) => {
    const item = await lockLiveItem(tx, d.id);
    // Out of the approver's sight (domain, visibility) the item does not exist for him: one answer, no state told.
    const sees = item && (await tx.execute(sql`select 1 from knowledge k where k.id = ${item.id} and ${readableBy(reader)}`));
    if (!item || !sees || sees.rows.length === 0) throw notFound(NOT_FOUND);
    const newest = await newestVersion(tx, item);
    if (newest.status !== 'pending') throw conflict('该内容当前没有待审核的版本，可能已被处理或撤回');
    if (!reader.isAdmin && isOwnSubmission(reader, item, newest)) throw forbidden('不能审核自己提交的内容，请由其他审核人处理');
    // A readable item whose pending version is hidden from him (its own visibility): not his to see.
    if (!canDecide(reader, item, newest)) throw notFound(NOT_FOUND);
    const comment = d.comment === '' ? null : d.comment;
    if (d.approve) {
      await publishVersion(tx, item, newest, { deciderId: approverId, comment });
    } else {
      await tx.execute(sql`
        update knowledge_versions set status = 'rejected', decided_at = now(), decided_by = ${approverId},
          decision_comment = ${comment}
        where id = ${newest.id}`);
      await tx.execute(sql`update knowledge set status = 'rejected' where id = ${item.id}`);
    }
    await recordStep(tx, d.approve ? 'approve' : 'reject', reader, item, { version: newest.version });
    return { item, version: newest };
  });
  const { item, version } = outcome;
  const noun = DOMAIN_NAMES[item.domain_id] ?? '内容';
  const title = d.approve ? `你的${noun}《${version.title}》已通过审核` : `你的${noun}《${version.title}》未通过审核`;
  const recipients = [...new Set([item.author_id, version.editorId])];
  // After commit: a message must never describe a decision that was rolled back.
  await notify(
    db,
    approverId,
    recipients.map((userId) => ({
      userId,
      customType: MESSAGE_TYPES.notice,
      title,
      // The reason is said once, in the body (issue 28): the title names the decision.
      content: d.approve ? d.comment : `驳回理由：${d.comment}`,
      link: itemLink({ id: item.id, domainId: item.domain_id }),
    })),
  );
  return { id: item.id, version: version.version, status: d.approve ? 'published' : 'rejected' };
}
