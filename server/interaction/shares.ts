import { domainById, type SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import { badRequest } from '../http/errors';
import { type CallerRow, callerColumns, callerOf, type SessionUser } from '../http/session';
import { intArray } from '../lib/int-array';
import { MESSAGE_TYPES, notify } from '../lib/notify';
import { subjectLink } from './knowledge-subject';
import { readableSubject, subjectAccess } from './subject';
import { subjectLabel } from './subject-text';
import { findableBy } from './user-search';

/**
 * Active users among `ids` the sender may address (findableBy: a visitor only
 * authors of what he reads), shaped as the access rules see a caller (their
 * roles' permissions, admin sees all).
 */
async function activeUsers(db: Db, sender: SessionUser, ids: number[]): Promise<SessionUser[]> {
  const r = await db.execute<CallerRow>(sql`
    select ${callerColumns} from users u where u.id = any(${intArray(ids)}) and not u.disabled and ${findableBy(sender)}`);
  return r.rows.map((u) => callerOf(u, 0));
}

/**
 * Sends a subject to colleagues as a message. Recipients who are disabled,
 * unknown, not addressable by the sender or may not read the subject are
 * skipped alike; if that leaves nobody, the share is refused so the sender
 * knows (without learning which reason applied).
 */
export async function shareItem(
  db: Db,
  user: SessionUser,
  input: { subject: SubjectRef; userIds: number[]; note: string },
): Promise<{ sent: number }> {
  const item = await subjectAccess(db, readerOf(user), input.subject, 'share');
  const ids = [...new Set(input.userIds)].filter((id) => id !== user.id);
  if (ids.length === 0) throw badRequest('不能只分享给自己');
  const candidates = await activeUsers(db, user, ids);
  const allowed = (
    await Promise.all(candidates.map(async (u) => ((await readableSubject(db, readerOf(u), item)) ? u : null)))
  ).filter((u) => u !== null);
  if (allowed.length === 0) throw badRequest('所选同事都无权查看该内容');
  const customType = MESSAGE_TYPES[domainById(item.type)?.shareMessage ?? 'shareDocument'];
  await db.transaction(async (tx) => {
    await notify(
      tx,
      user.id,
      allowed.map((u) => ({
        userId: u.id,
        customType,
        title: `${user.nickname}向你分享了${subjectLabel(item)}`,
        content: input.note,
        link: subjectLink(item),
      })),
    );
    await recordEvent(tx, { action: 'share', ...actor(user), subject: item, detail: { recipients: allowed.length } });
  });
  return { sent: allowed.length };
}
