import { BBS_POST_KIND_NAMES, type BbsPostKind, CASE_PARTS, type CasePart, type postSave } from '@contract/bbs/bbs-posts';
import { type Column, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { readerOf } from '../../access/reader';
import type { Db, Tx } from '../../db/client';
import {
  bbsExperts,
  bbsInvitations,
  bbsPlates,
  bbsPosts,
  bbsPostTopics,
  bbsTopics,
  knowledge,
  users,
} from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { badRequest, forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableItem, versionOf } from '../../knowledge/item';
import { publishVersion } from '../../knowledge/publish';
import { saveDraft } from '../../knowledge/save';
import { intArray } from '../../lib/int-array';
import { MESSAGE_TYPES, notify } from '../../lib/notify';
import { prepareContent } from '../../lib/sanitize';
import { assertNotBlocked, moderateText } from '../../moderation/moderate';
import { reindexItem } from '../../search/index-doc';
import { FORUM, moderates, openPost, type PostRow } from './forum-access';
import { u } from './forum-aliases';
import { refreshHot } from './hot-score';
import { postLink } from './links';
import { postFiles } from './post-files';
import { assertRate } from './rate-limit';

type Input = z.output<(typeof postSave)['input']>;
type Output = z.input<(typeof postSave)['output']>;

const unique = (ids: number[]) => [...new Set(ids)];

/** Plate, topics and invited experts exist as the post may use them (checked again in the saving transaction). */
async function checkRefs(tx: Tx, input: Input): Promise<void> {
  const plate = await tx.execute(sql`select 1 from ${bbsPlates} where ${bbsPlates.id} = ${input.plateId}`);
  if (plate.rows.length === 0) throw badRequest('版块：所选版块不存在');
  const topicIds = unique(input.topicIds);
  if (topicIds.length > 0) {
    const r = await tx.execute<{ id: number }>(
      sql`select ${bbsTopics.id} from ${bbsTopics} where ${bbsTopics.id} = any(${intArray(topicIds)}) and ${bbsTopics.state} = 'approved'`,
    );
    const ok = new Set(r.rows.map((x) => x.id));
    const missing = topicIds.find((id) => !ok.has(id));
    if (missing !== undefined) throw badRequest(`话题：编号为${missing}的话题不存在或未通过审核`);
  }
  const expertIds = unique(input.inviteExpertIds);
  if (expertIds.length > 0) {
    if (input.kind !== 'question') throw badRequest('只有问答可以邀请专家回答');
    const r = await tx.execute<{ user_id: number }>(
      sql`select ${bbsExperts.userId} from ${bbsExperts}
        where ${bbsExperts.userId} = any(${intArray(expertIds)}) and ${bbsExperts.state} = 'approved'`,
    );
    const ok = new Set(r.rows.map((x) => x.user_id));
    const missing = expertIds.find((id) => !ok.has(id));
    if (missing !== undefined) throw badRequest(`邀请专家：编号为${missing}的用户不是论坛专家`);
  }
  if (input.reward > 0 && input.kind !== 'question') throw badRequest('只有问答可以设置悬赏积分');
}

/**
 * A draft never published may switch between 问答 and 分享 (the ask form
 * offers both); a case has its own form and stays a case. Once published,
 * the kind is fixed: answers, accepts and rewards belong to a question.
 */
function assertKindChange(post: PostRow, kind: Input['kind']): void {
  if (post.kind === kind) return;
  const was = BBS_POST_KIND_NAMES[post.kind as BbsPostKind];
  if (post.published) throw badRequest(`帖子类型不能修改：已发布的帖子不能改变类型（原为${was}）`);
  const switchable: readonly string[] = ['question', 'share'];
  if (!switchable.includes(post.kind) || !switchable.includes(kind)) {
    throw badRequest(`帖子类型不能修改：只有问答和分享的草稿可以互相切换（原为${was}）`);
  }
}

const bp = bbsPosts;

const PART_FIELD: Record<CasePart, Column> = {
  background: bp.caseBackground,
  problem: bp.caseProblem,
  analysis: bp.caseAnalysis,
  solution: bp.caseSolution,
  result: bp.caseResult,
};

/** `column = excluded.column` for an upsert's `do update set`. */
const fromExcluded = (column: Column) => sql`${bare(column)} = excluded.${bare(column)}`;

/**
 * Saves a post (decision 033): the knowledge engine stores title, body and
 * labels as an item of the forum domain and publishes it at once (a forum is
 * no approval workflow) unless `draft`; the forum's own columns go to
 * bbs_posts. Sensitive words are checked in the same transaction: a block word
 * refuses the save, replace words are masked in what is stored, a review word
 * holds the post for the plate's moderators, flag words are noted for them.
 * `state` and `flaggedWords` are never taken from the input.
 */
export async function savePost(db: Db, user: SessionUser, input: Input): Promise<Output> {
  const reader = readerOf(user);
  const caseParts = Object.fromEntries(
    CASE_PARTS.map((p) => [p, input.kind === 'case' ? prepareContent(input.case?.[p] ?? '').content : '']),
  ) as Record<CasePart, string>;
  const body = prepareContent(input.content).content;
  return db.transaction(async (tx) => {
    await checkRefs(tx, input);
    let editor = reader;
    let before: { state: string; moderator: boolean } | null = null;
    if (input.id !== undefined) {
      const post = await openPost(tx, user, input.id, true);
      const moderator = await moderates(tx, user, post.plate_id);
      if (post.author_id !== user.id && !moderator) throw forbidden('只有作者、版主或论坛管理员可以编辑帖子');
      assertKindChange(post, input.kind);
      // A moderator edits under the engine's manager rule (author or admin) for this one item only.
      if (post.author_id !== user.id) editor = { ...reader, isAdmin: true };
      before = { state: post.state, moderator };
    }
    // Publishing a post for the first time counts against the rate limit; saving a draft or editing does not.
    if (!input.draft) {
      const published =
        input.id !== undefined &&
        (
          await tx.execute(
            sql`select 1 from ${knowledge} where ${knowledge.id} = ${input.id} and ${knowledge.publishedVersion} is not null`,
          )
        ).rows.length > 0;
      if (!published) await assertRate(tx, user.id, 'post');
    }
    const m = await moderateText(tx, [
      { field: 'title', text: input.title },
      { field: 'body', text: body, html: true },
      ...CASE_PARTS.map((p) => ({ field: p, text: caseParts[p], html: true })),
    ]);
    assertNotBlocked(m);
    const saved = await saveDraft(tx, editor, FORUM, {
      id: input.id,
      baseVersion: input.baseVersion,
      baseRevision: input.baseRevision,
      title: m.texts.title,
      content: m.texts.body,
      summary: '',
      labelIds: input.labelIds,
      groupId: null,
      fields: [],
      visibility: { scope: 'all', groupIds: [], userIds: [] },
      coverFileId: null,
    });
    const item = await readableItem(tx, editor, FORUM, saved.id, true);
    let state: Output['state'] = 'draft';
    if (!input.draft) {
      const v = await versionOf(tx, item.id, item.latest_version);
      if (v && v.status !== 'published') await publishVersion(tx, item, v, { deciderId: user.id, comment: null });
      // A hidden post stays hidden; a held one stays held until a moderator edits or approves it.
      state =
        before?.state === 'hidden' ? 'hidden' : m.held || (before?.state === 'held' && !before.moderator) ? 'held' : 'visible';
    }
    // A draft of a published post must not show through: readers keep the published plate, case parts,
    // topics and invitations (the forum columns have one copy); only the version's title and body wait in the draft.
    const keepPublished = input.draft && item.published_version !== null;
    if (!keepPublished) {
      const stateSql = input.draft ? sql`${before?.state ?? 'visible'}` : sql`${state}`;
      const flagged = [...new Set(m.flagged.map((h) => h.word))];
      const parts = CASE_PARTS.map((p) => sql`${m.texts[p]}`);
      const partColumns = CASE_PARTS.map((p) => PART_FIELD[p]);
      const updated = [bp.kind, bp.plateId, ...partColumns, bp.region, bp.product, bp.reward, bp.state, bp.flaggedWords];
      await tx.execute(sql`
        insert into ${bp} (${bare(bp.knowledgeId)}, ${bare(bp.kind)}, ${bare(bp.plateId)},
          ${sql.join(
            partColumns.map((c) => bare(c)),
            sql`, `,
          )}, ${bare(bp.region)}, ${bare(bp.product)}, ${bare(bp.reward)}, ${bare(bp.state)}, ${bare(bp.flaggedWords)},
          ${bare(bp.firstPublishedAt)})
        values (${item.id}, ${input.kind}, ${input.plateId}, ${sql.join(parts, sql`, `)}, ${input.region}, ${input.product},
          ${input.reward}, ${stateSql}, ${sql.param(flagged)}::text[], ${input.draft ? sql`null` : sql`now()`})
        on conflict (${bare(bp.knowledgeId)}) do update set ${sql.join(updated.map(fromExcluded), sql`, `)},
          ${bare(bp.firstPublishedAt)} = coalesce(${bp.firstPublishedAt}, excluded.${bare(bp.firstPublishedAt)})
          ${input.draft ? sql`` : sql`, ${bare(bp.lastActivityAt)} = now()`}`);
      await tx.execute(sql`delete from ${bbsPostTopics} where ${bbsPostTopics.postId} = ${item.id}`);
      const topicIds = unique(input.topicIds);
      if (topicIds.length > 0) {
        await tx.execute(sql`insert into ${bbsPostTopics} (${bare(bbsPostTopics.postId)}, ${bare(bbsPostTopics.topicId)})
          select ${item.id}, t from unnest(${intArray(topicIds)}) t`);
      }
      await postFiles.attach(tx, user, item.id, input.fileIds);
    }
    if (!keepPublished) {
      await invite(tx, user, item.id, m.texts.title, unique(input.inviteExpertIds), {
        draft: input.draft,
        published: item.published_version !== null,
        tell: state === 'visible',
      });
    }
    await refreshHot(tx, item.id);
    await reindexItem(tx, item.id);
    return {
      id: saved.id,
      version: saved.version,
      revision: saved.revision,
      state,
      masked: [...new Set(m.replaced.map((h) => h.word))],
    };
  });
}

/**
 * The experts invited to a question (never its author). Until the post is
 * first published the invitations follow the form — a draft keeps them and
 * nobody is told. Once published, invitations only grow: a message cannot be
 * taken back. Whenever the saved question is visible, every invited expert
 * not yet told is told (see tellInvitedExperts).
 */
async function invite(
  tx: Tx,
  user: SessionUser,
  postId: number,
  title: string,
  expertIds: number[],
  at: { draft: boolean; published: boolean; tell: boolean },
) {
  const others = expertIds.filter((id) => id !== user.id);
  if (!at.published) {
    await tx.execute(
      sql`delete from ${bbsInvitations} where ${bbsInvitations.postId} = ${postId} and not (${bbsInvitations.expertId} = any(${intArray(others)}))`,
    );
  }
  if (others.length > 0) {
    const bi = bbsInvitations;
    await tx.execute(sql`
      insert into ${bi} (${bare(bi.postId)}, ${bare(bi.expertId)}, ${bare(bi.inviterId)})
      select ${postId}, e, ${user.id} from unnest(${intArray(others)}) e
      on conflict (${bare(bi.postId)}, ${bare(bi.expertId)}) do nothing`);
  }
  if (!at.draft && at.tell) await tellInvitedExperts(tx, postId, title);
}

/**
 * Sends "X邀请你回答问题" to each invited expert of a question not yet told,
 * and marks them told, in the caller's transaction: at publication when the
 * question is visible, and when a held question becomes visible (approved,
 * or edited by a moderator). The marker makes every expert hear of one
 * question once, however often it is saved, held or approved.
 */
export async function tellInvitedExperts(tx: Tx, postId: number, title: string): Promise<void> {
  const i = alias(bbsInvitations, 'i');
  const r = await tx.execute<{ expert_id: number; inviter_id: number; nickname: string }>(sql`
    update ${bbsInvitations} ${i} set ${bare(i.toldAt)} = now() from ${users} ${u}
    where ${i.postId} = ${postId} and ${i.toldAt} is null and ${u.id} = ${i.inviterId}
    returning ${i.expertId}, ${i.inviterId}, ${u.nickname}`);
  for (const inviterId of new Set(r.rows.map((x) => x.inviter_id))) {
    const rows = r.rows.filter((x) => x.inviter_id === inviterId);
    await notify(
      tx,
      inviterId,
      rows.map((x) => ({
        userId: x.expert_id,
        customType: MESSAGE_TYPES.notice,
        title: `${x.nickname}邀请你回答问题`,
        content: title,
        link: postLink(postId),
      })),
    );
  }
}
