import type { Conn } from '../db/client';
import { providerOf } from '../domains/providers';
import { badRequest } from '../http/errors';
import { assertNotBlocked, moderateText } from '../moderation/moderate';

/**
 * Comments on a part of an item (a forum answer, decision 033): the subject
 * stays the item (so access, counts, purge and the recycle bin follow it) and
 * `comments.answer_id` names the part inside it, which the item's domain
 * checks (its provider's `commentPart`: a visible answer of that post).
 */
export async function answerOfSubject(
  conn: Conn,
  subject: { type: number; id: number },
  answerId: number,
): Promise<{ authorId: number }> {
  const part = await providerOf(subject.type).commentPart?.(conn, subject.id, answerId);
  if (!part) throw badRequest('回答不存在或不属于该帖子');
  return part;
}

/**
 * A comment's text as stored: for a moderated domain, block words refuse it
 * (400 naming them), replace words are masked, and a review word refuses it
 * too — a comment has no held state to wait in, so its writer rewords it.
 */
export async function moderatedComment(conn: Conn, domainId: number, text: string): Promise<string> {
  // Decision 032: the domains whose writes pass the sensitive-word check (the forum's).
  if (!providerOf(domainId).moderatedComments) return text;
  const m = await moderateText(conn, [{ field: 'content', text }]);
  assertNotBlocked(m);
  if (m.held) {
    const words = [...new Set(m.review.map((h) => h.word))];
    throw badRequest(`评论包含需审核的词语：${words.join('、')}，请修改后再发表`, { words });
  }
  return m.texts.content;
}
