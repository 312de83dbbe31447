import { isMutableMessageGroup } from '@contract/account/account-settings-terms';
import { messageGroupOf } from '@contract/messages/message-terms';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages } from '../db/schema/index';
import { intArray } from './int-array';

/** The customTypes live in the contract, beside the groups that count them. */
export { MESSAGE_TYPES } from '@contract/messages/messages';

export interface Notice {
  userId: number;
  customType: number;
  title: string;
  content?: string;
  /** SPA route (hash path), e.g. `/detail?id=12`. */
  link?: string | null;
}

/**
 * Writes messages (with the database or inside the caller's transaction);
 * nobody is told about their own action. The one place messages are created:
 * a recipient who turned a message group off (账号设置 › 消息通知) gets no
 * message of it here, so every count and every list — all read from the
 * messages table — stay in agreement. Notice-group messages always arrive.
 */
export async function notify(db: Pick<Db, 'insert' | 'execute'>, actorId: number | null, outgoing: Notice[]): Promise<void> {
  let wanted = outgoing.filter((n) => n.userId !== actorId);
  const mutable = wanted.filter((n) => isMutableMessageGroup(messageGroupOf(n.customType)));
  if (mutable.length > 0) {
    const muted = await db.execute<{ user_id: number; groups: string[] }>(sql`
      select user_id, muted_message_groups as groups from user_preferences
      where user_id = any(${intArray([...new Set(mutable.map((n) => n.userId))])}) and cardinality(muted_message_groups) > 0`);
    const off = new Map(muted.rows.map((r) => [r.user_id, new Set(r.groups)]));
    wanted = wanted.filter((n) => {
      const group = messageGroupOf(n.customType);
      return !(isMutableMessageGroup(group) && off.get(n.userId)?.has(group));
    });
  }
  const rows = wanted.map((n) => ({
    userId: n.userId,
    customType: n.customType,
    title: n.title,
    content: n.content ?? '',
    link: n.link ?? null,
  }));
  if (rows.length > 0) await db.insert(messages).values(rows);
}
