import type { answerSave } from '@contract/bbs/bbs-answers';
import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bbsAnswers as ba, bbsVotes, bbsPosts as bp, comments, knowledge } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
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
import { a } from './forum-aliases';
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
        sql`select ${ba.authorId}, ${ba.state} from ${ba} where ${ba.id} = ${input.id} and ${ba.postId} = ${post.id} for update`,
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
          insert into ${ba} (${bare(ba.postId)}, ${bare(ba.authorId)}, ${bare(ba.content)}, ${bare(ba.contentText)}, ${bare(ba.state)}, ${bare(ba.flaggedWords)})
          values (${post.id}, ${user.id}, ${stored.content}, ${stored.contentText}, ${state}, ${sql.param(flagged)}::text[])
          returning ${ba.id}`)
        : await tx.execute<{ id: number }>(sql`
          update ${ba} set ${bare(ba.content)} = ${stored.content}, ${bare(ba.contentText)} = ${stored.contentText}, ${bare(ba.state)} = ${state},
            ${bare(ba.flaggedWords)} = ${sql.param(flagged)}::text[], ${bare(ba.updatedAt)} = now()
          where ${ba.id} = ${input.id} returning ${ba.id}`);
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
  const [row] = await answerRows(db, user, isForumManager(user), sql`${a.id} = ${saved.id}`);
  return { ...toAnswerView(row, user), masked: saved.masked };
}

/** Removes an answer (its author, the plate's moderators, forum managers); its votes and comments go with it. */
export async function deleteAnswer(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ post_id: number; author_id: number }>(
      sql`select ${ba.postId}, ${ba.authorId} from ${ba} where ${ba.id} = ${id}`,
    );
    const row = r.rows[0];
    if (!row) throw answerNotFound();
    const post = await openPost(tx, user, row.post_id, true);
    if (row.author_id !== user.id && !(await moderates(tx, user, post.plate_id))) {
      throw forbidden('只有回答者、版主或论坛管理员可以删除回答');
    }
    const onAnswer = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${comments} where ${comments.answerId} = ${id} and ${comments.deletedAt} is null`,
    );
    await tx.execute(sql`update ${knowledge} set ${bare(knowledge.commentCount)} = greatest(${knowledge.commentCount} - ${onAnswer.rows[0].n}, 0)
      where ${knowledge.id} = ${post.id}`);
    await tx.execute(
      sql`delete from ${bbsVotes} where ${bbsVotes.targetType} = ${BBS_TARGETS.answer} and ${bbsVotes.targetId} = ${id}`,
    );
    await tx.execute(
      sql`update ${bp} set ${bare(bp.acceptedAnswerId)} = null where ${bp.knowledgeId} = ${post.id} and ${bp.acceptedAnswerId} = ${id}`,
    );
    await tx.execute(sql`delete from ${ba} where ${ba.id} = ${id}`);
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
        sql`select ${ba.state}, ${ba.authorId}, ${ba.accepted} from ${ba} where ${ba.id} = ${input.answerId} and ${ba.postId} = ${post.id}`,
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
    await tx.execute(sql`update ${ba} set ${bare(ba.accepted)} = false where ${ba.postId} = ${post.id} and ${ba.accepted}`);
    if (input.answerId !== null) {
      await tx.execute(sql`update ${ba} set ${bare(ba.accepted)} = true where ${ba.id} = ${input.answerId}`);
    }
    await tx.execute(sql`update ${bp} set ${bare(bp.acceptedAnswerId)} = ${input.answerId}, ${bare(bp.lastActivityAt)} = now()
      where ${bp.knowledgeId} = ${post.id}`);
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
