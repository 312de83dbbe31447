import type { Db } from '../db/client';
import { messages } from '../db/schema/index';

/** customTypes of the messages knowledge actions produce (SPEC §9 groups). */
export const MESSAGE_TYPES = {
  shareDocument: 1,
  notice: 2,
  commentOnMine: 6,
  announcement: 7,
  shareEntry: 10,
  replyToMine: 14,
  commentOnAnswer: 15,
  likeOnMine: 16,
  likeOnComment: 17,
  favouriteOnMine: 18,
} as const;

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
