import { BBS_TARGETS, type BbsTargetName } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bbsAnswers as ba, bbsPosts as bp, bbsVotes as bv } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { badRequest, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { FORUM, isOpenToAll, openPost } from './forum-access';
import { refreshHot } from './hot-score';

/**
 * Votes for (1), against (-1) or withdraws (0) on a post or an answer every
 * reader sees. One row per user and target (the primary key), so voting twice
 * counts once; the target's score moves by the difference in the same
 * transaction, under the post's row lock. Nobody votes on his own writing.
 */
export async function castVote(
  db: Db,
  user: SessionUser,
  input: { targetType: BbsTargetName; targetId: number; value: 1 | -1 | 0 },
): Promise<{ score: number; myVote: number }> {
  return db.transaction(async (tx) => {
    let postId = input.targetId;
    let authorId: number;
    if (input.targetType === 'answer') {
      const a = await tx.execute<{ post_id: number; author_id: number; state: string }>(
        sql`select ${ba.postId}, ${ba.authorId}, ${ba.state} from ${ba} where ${ba.id} = ${input.targetId}`,
      );
      const row = a.rows[0];
      if (!row) throw notFound('回答不存在或已删除');
      postId = row.post_id;
      authorId = row.author_id;
      if (row.state !== 'visible') throw badRequest('待审核或已隐藏的回答不能投票');
    }
    const post = await openPost(tx, user, postId, true);
    if (!isOpenToAll(post)) throw badRequest('待审核或已隐藏的帖子不能投票');
    authorId ??= post.author_id;
    if (authorId === user.id) throw badRequest('不能给自己投票');
    const type = BBS_TARGETS[input.targetType];
    const mine = sql`${bv.userId} = ${user.id} and ${bv.targetType} = ${type} and ${bv.targetId} = ${input.targetId}`;
    const prev = await tx.execute<{ value: number }>(sql`select ${bv.value} from ${bv} where ${mine} for update`);
    const before = prev.rows[0]?.value ?? 0;
    if (input.value === 0) {
      await tx.execute(sql`delete from ${bv} where ${mine}`);
    } else {
      const key = sql`${bare(bv.userId)}, ${bare(bv.targetType)}, ${bare(bv.targetId)}`;
      await tx.execute(sql`
        insert into ${bv} (${key}, ${bare(bv.value)}) values (${user.id}, ${type}, ${input.targetId}, ${input.value})
        on conflict (${key}) do update set ${bare(bv.value)} = excluded.${bare(bv.value)}, ${bare(bv.createdAt)} = now()`);
    }
    const delta = input.value - before;
    const r =
      input.targetType === 'post'
        ? await tx.execute<{ score: number }>(sql`update ${bp} set ${bare(bp.voteScore)} = ${bp.voteScore} + ${delta}
            where ${bp.knowledgeId} = ${postId} returning ${bp.voteScore} as score`)
        : await tx.execute<{ score: number }>(sql`update ${ba} set ${bare(ba.voteScore)} = ${ba.voteScore} + ${delta}
            where ${ba.id} = ${input.targetId} returning ${ba.voteScore} as score`);
    if (delta !== 0) {
      if (input.targetType === 'post') await refreshHot(tx, postId);
      await recordEvent(tx, {
        action: 'vote',
        ...actor(user),
        subject: { type: FORUM, id: postId },
        objectId: input.targetType === 'answer' ? input.targetId : undefined,
        detail: { target: input.targetType, value: input.value },
      });
    }
    return { score: r.rows[0].score, myVote: input.value };
  });
}
