import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { answerSave } from '../../../contract/bbs-answers';
import { BBS_TARGETS } from '../../../contract/bbs-posts';
import type { Db } from '../../db/client';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { MESSAGE_TYPES, type Notice, notify } from '../../lib/notify';
import { prepareContent } from '../../lib/sanitize';
import { assertNotBlocked, moderateText } from '../../moderation/moderate';
import { reindexItem } from '../../search/index-doc';
import { answerRows, toAnswerView, touchAnswers } from './answer-view';
import { FORUM, isForumManager, isOpenToAll, moderates, openPost } from './forum-access';
import { refreshHot } from './hot-score';
import { postLink } from './links';
import { assertRate } from './rate-limit';

type SaveInput = z.output<(typeof answerSave)['input']>;
type SaveOutput = z.input<(typeof answerSave)['output']>;

const answerNotFound = () => notFound('回答不存在或已删除');

/**
 * Answers a post, or edits the caller's own answer. Only a post every reader
 * sees takes answers; sensitive words as for posts (block refuses, replace
 * masks, review holds the answer, flag notes it); new answers count against
 * the rate limit. The post's answer count, activity, hot score and search
 * document (which carries its answers' text) change in the same transaction.
 */
export async function saveAnswer(db: Db, user: SessionUser, input: SaveInput): Promise<SaveOutput> {
  const clean = prepareContent(input.content);
  if (clean.contentText.trim() === '' && !/<img\s/i.test(clean.content)) throw badRequest('回答不能为空');
  const saved = await db.transaction(async (tx) => {
    const post = await openPost(tx, user, input.postId, true);
    if (!isOpenToAll(post)) throw badRequest('该帖子待审核或已隐藏，暂不能回答');
    const moderator = await moderates(tx, user, post.plate_id);
    let before: { state: string } | null = null;
    if (input.id !== undefined) {
      const r = await tx.execute<{ author_id: number; state: string }>(
        sql`select author_id, state from bbs_answers where id = ${input.id} and post_id = ${post.id} for update`,
      );
      const row = r.rows[0];
      if (!row) throw answerNotFound();
      if (row.author_id !== user.id) throw forbidden('只能修改自己的回答');
      before = row;
    } else {
      await assertRate(tx, user.id, 'answer');
    }
    const m = await moderateText(tx, [{ field: 'content', text: clean.content, html: true }]);
    assertNotBlocked(m);
    const stored = prepareContent(m.texts.content);
    const state = before?.state === 'hidden' ? 'hidden' : m.held || (before?.state === 'held' && !moderator) ? 'held' : 'visible';
    const flagged = [...new Set(m.flagged.map((h) => h.word))];
    const r =
      input.id === undefined
        ? await tx.execute<{ id: number }>(sql`
          insert into bbs_answers (post_id, author_id, content, content_text, state, flagged_words)
          values (${post.id}, ${user.id}, ${stored.content}, ${stored.contentText}, ${state}, ${sql.param(flagged)}::text[])
          returning id`)
        : await tx.execute<{ id: number }>(sql`
          update bbs_answers set content = ${stored.content}, content_text = ${stored.contentText}, state = ${state},
            flagged_words = ${sql.param(flagged)}::text[], updated_at = now()
          where id = ${input.id} returning id`);
    const id = r.rows[0].id;
    await touchAnswers(tx, post.id, input.id === undefined);
    await refreshHot(tx, post.id);
    await reindexItem(tx, post.id);
    await recordEvent(tx, {
      action: 'answer',
      ...actor(user),
      subject: { type: FORUM, id: post.id },
      objectId: id,
      detail: input.id === undefined ? undefined : { edit: true },
    });
    if (input.id === undefined && state === 'visible') {
      await notify(tx, user.id, [
        {
          userId: post.author_id,
          customType: MESSAGE_TYPES.commentOnMine,
          title: `${user.nickname}回答了你的帖子`,
          content: post.title,
          link: `${postLink(post.id)}&answer=${id}`,
        },
      ]);
    }
    return { id, masked: [...new Set(m.replaced.map((h) => h.word))] };
  });
  const [row] = await answerRows(db, user, isForumManager(user), sql`a.id = ${saved.id}`);
  return { ...toAnswerView(row, user), masked: saved.masked };
}

/** Removes an answer (its author, the plate's moderators, forum managers); its votes and comments go with it. */
export async function deleteAnswer(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ post_id: number; author_id: number }>(
      sql`select post_id, author_id from bbs_answers where id = ${id}`,
    );
    const row = r.rows[0];
    if (!row) throw answerNotFound();
    const post = await openPost(tx, user, row.post_id, true);
    if (row.author_id !== user.id && !(await moderates(tx, user, post.plate_id))) {
      throw forbidden('只有回答者、版主或论坛管理员可以删除回答');
    }
    const comments = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from comments where answer_id = ${id} and deleted_at is null`,
    );
    await tx.execute(sql`update knowledge set comment_count = greatest(comment_count - ${comments.rows[0].n}, 0)
      where id = ${post.id}`);
    await tx.execute(sql`delete from bbs_votes where target_type = ${BBS_TARGETS.answer} and target_id = ${id}`);
    await tx.execute(
      sql`update bbs_posts set accepted_answer_id = null where knowledge_id = ${post.id} and accepted_answer_id = ${id}`,
    );
    await tx.execute(sql`delete from bbs_answers where id = ${id}`);
    await touchAnswers(tx, post.id, false);
    await refreshHot(tx, post.id);
    await reindexItem(tx, post.id);
    await recordEvent(tx, { action: 'unanswer', ...actor(user), subject: { type: FORUM, id: post.id }, objectId: id });
  });
  return null;
}

/**
 * The asker accepts one answer of his question (another one replaces it;
 * null withdraws the acceptance). The partial unique index keeps one accepted
 * answer per post whatever runs in parallel. The newly accepted answer's
 * author is told once the change has committed; a withdrawal tells nobody.
 */
export async function acceptAnswer(
  db: Db,
  user: SessionUser,
  input: { postId: number; answerId: number | null },
): Promise<{ acceptedAnswerId: number | null }> {
  const done = await db.transaction(async (tx) => {
    const post = await openPost(tx, user, input.postId, true);
    if (post.author_id !== user.id) throw forbidden('只有提问者可以采纳回答');
    if (post.kind !== 'question') throw badRequest('只有问答帖可以采纳回答');
    if (!isOpenToAll(post)) throw badRequest('该帖子待审核或已隐藏，暂不能采纳');
    let tell: Notice | null = null;
    if (input.answerId !== null) {
      const a = await tx.execute<{ state: string; author_id: number; accepted: boolean }>(
        sql`select state, author_id, accepted from bbs_answers where id = ${input.answerId} and post_id = ${post.id}`,
      );
      const row = a.rows[0];
      if (!row) throw badRequest('回答不存在或不属于该帖子');
      if (row.state !== 'visible') throw badRequest('待审核或已隐藏的回答不能采纳');
      // Accepting the answer that is already accepted changes nothing, so it tells nobody again.
      if (!row.accepted) {
        tell = {
          userId: row.author_id,
          customType: MESSAGE_TYPES.notice,
          title: `${user.nickname}采纳了你的回答`,
          content: post.title,
          link: `${postLink(post.id)}&answer=${input.answerId}`,
        };
      }
    }
    await tx.execute(sql`update bbs_answers set accepted = false where post_id = ${post.id} and accepted`);
    if (input.answerId !== null) await tx.execute(sql`update bbs_answers set accepted = true where id = ${input.answerId}`);
    await tx.execute(sql`update bbs_posts set accepted_answer_id = ${input.answerId}, last_activity_at = now()
      where knowledge_id = ${post.id}`);
    await recordEvent(tx, {
      action: 'accept',
      ...actor(user),
      subject: { type: FORUM, id: post.id },
      objectId: input.answerId ?? undefined,
    });
    return { tell };
  });
  // notify skips the asker answering his own question.
  if (done.tell) await notify(db, user.id, [done.tell]);
  return { acceptedAnswerId: input.answerId };
}
