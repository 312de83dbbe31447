import type { Db } from '../db/client';
import { messages } from '../db/schema/index';

/** The customTypes live in the contract, beside the groups that count them. */
export { MESSAGE_TYPES } from '../../contract/messages';

export interface Notice {
  userId: number;
  customType: number;
  title: string;
  content?: string;
  /** SPA route (hash path), e.g. `/detail?id=12`. */
  link?: string | null;
}

/** Writes messages (with the database or inside the caller's transaction); nobody is told about their own action. */
export async function notify(db: Pick<Db, 'insert'>, actorId: number | null, notices: Notice[]): Promise<void> {
  const rows = notices
    .filter((n) => n.userId !== actorId)
    .map((n) => ({ userId: n.userId, customType: n.customType, title: n.title, content: n.content ?? '', link: n.link ?? null }));
  if (rows.length > 0) await db.insert(messages).values(rows);
}
