import { sql } from 'drizzle-orm';
import { domainById } from '../../../contract/domains';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { type CallerRow, callerColumns, callerOf, type SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { itemLabel, itemLink, readableItem } from './item-access';
import { findableBy } from './user-search.service';

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

async function canRead(db: Db, user: SessionUser, knowledgeId: number): Promise<boolean> {
  const reader = readerOf(user);
  const r = await db.execute(sql`select 1 from knowledge k where k.id = ${knowledgeId} and ${readableBy(reader)}`);
  return r.rows.length > 0;
}

/**
 * Sends an item to colleagues as a message. Recipients who are disabled,
 * unknown, not addressable by the sender or may not read the item are
 * skipped alike; if that leaves nobody, the share is refused so the sender
 * knows (without learning which reason applied).
 */
export async function shareItem(
  db: Db,
  user: SessionUser,
  input: { knowledgeId: number; userIds: number[]; note: string },
): Promise<{ sent: number }> {
  const item = await readableItem(db, user, input.knowledgeId);
  const ids = [...new Set(input.userIds)].filter((id) => id !== user.id);
  if (ids.length === 0) throw badRequest('不能只分享给自己');
  const candidates = await activeUsers(db, user, ids);
  const allowed = (await Promise.all(candidates.map(async (u) => ((await canRead(db, u, item.id)) ? u : null)))).filter(
    (u) => u !== null,
  );
  if (allowed.length === 0) throw badRequest('所选同事都无权查看该内容');
  const customType = MESSAGE_TYPES[domainById(item.domainId)?.shareMessage ?? 'shareDocument'];
  await notify(
    db,
    user.id,
    allowed.map((u) => ({
      userId: u.id,
      customType,
      title: `${user.nickname}向你分享了${itemLabel(item)}`,
      content: input.note,
      link: itemLink(item),
    })),
  );
  return { sent: allowed.length };
}
