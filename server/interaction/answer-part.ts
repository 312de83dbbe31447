import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../contract/domains';
import type { Conn } from '../db/client';
import { badRequest } from '../http/errors';
import { assertNotBlocked, moderateText } from '../moderation/moderate';

/**
 * Comments on a forum answer (decision 033): the subject stays the post (so
 * access, counts, purge and the recycle bin follow it) and `comments.answer_id`
 * names the answer inside it. The answer must be a visible answer of that post.
 */
export async function answerOfSubject(conn: Conn, subjectId: number, answerId: number): Promise<{ authorId: number }> {
  const r = await conn.execute<{ author_id: number }>(sql`
    select author_id from bbs_answers where id = ${answerId} and post_id = ${subjectId} and state = 'visible'`);
  const row = r.rows[0];
  if (!row) throw badRequest('回答不存在或不属于该帖子');
  return { authorId: row.author_id };
}

/** Domains whose comments pass the sensitive-word check (decision 032: the forum's writes). */
const MODERATED = new Set<number>([DOMAIN_IDS.bbs]);

/**
 * A comment's text as stored: for a moderated domain, block words refuse it
 * (400 naming them), replace words are masked, and a review word refuses it
 * too — a comment has no held state to wait in, so its writer rewords it.
 */
export async function moderatedComment(conn: Conn, domainId: number, text: string): Promise<string> {
  if (!MODERATED.has(domainId)) return text;
  const m = await moderateText(conn, [{ field: 'content', text }]);
  assertNotBlocked(m);
  if (m.held) {
    const words = [...new Set(m.review.map((h) => h.word))];
    throw badRequest(`评论包含需审核的词语：${words.join('、')}，请修改后再发表`, { words });
  }
  return m.texts.content;
}
