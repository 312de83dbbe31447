import { answerSave } from '@contract/bbs/bbs-answers';
import { type PostDetail, postDetailCall, postSave } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { bbsAnswers as ba, bbsPlates, bbsPosts as bp, knowledge, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import type { TestRuntime } from '../../test/harness';

export type Saved = { id: number; version: number; revision: number; state: string; masked: string[] };
export type Answer = { id: number; postId: number; voteScore: number; accepted: boolean; state: string; masked: string[] };

/** The id of a seeded plate by name. */
export async function plateId(rt: TestRuntime, name: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(
    sql`select ${bbsPlates.id} from ${bbsPlates} where ${bbsPlates.name} = ${name}`,
  );
  return r.rows[0].id;
}

/** A new member holding the forum key (and commenting), moderating nothing. */
export async function member(rt: TestRuntime, username: string): Promise<{ id: number; token: string }> {
  const r = await rt.deps.db.execute<{ id: number }>(
    sql`insert into ${users} (${bare(users.username)}, ${bare(users.nickname)}, ${bare(users.type)})
      values (${username}, ${username}, 1) returning ${users.id}`,
  );
  await grantKeys(rt, username, `论坛成员${username}`, ['ROLE_BBS_DISPLAY', 'ROLE_KNOWLEDGE_COMMENT']);
  return { id: r.rows[0].id, token: await tokenFor(rt, username) };
}

/**
 * Saves a post and moves its creation and publication out of the rate-limit window, so tests
 * that are not about the limit write freely (every post moves by the same
 * amount: their order stays).
 */
export async function post(rt: TestRuntime, token: string, input: Record<string, unknown>) {
  const r = await call<Saved>(rt, postSave, { kind: 'share', content: '<p>正文</p>', ...input }, { token });
  if (r.status === 200) {
    await rt.deps.db.execute(
      sql`update ${knowledge} set ${bare(knowledge.createdAt)} = ${knowledge.createdAt} - interval '1 hour' where ${knowledge.id} = ${r.body.data.id}`,
    );
    await rt.deps.db.execute(
      sql`update ${bp} set ${bare(bp.firstPublishedAt)} = ${bp.firstPublishedAt} - interval '1 hour' where ${bp.knowledgeId} = ${r.body.data.id}`,
    );
  }
  return r;
}

export async function okPost(rt: TestRuntime, token: string, input: Record<string, unknown>): Promise<Saved> {
  const r = await post(rt, token, input);
  if (r.status !== 200) throw new Error(`post failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

export async function answer(rt: TestRuntime, token: string, input: Record<string, unknown>) {
  const r = await call<Answer>(rt, answerSave, input, { token });
  if (r.status === 200) {
    await rt.deps.db.execute(
      sql`update ${ba} set ${bare(ba.createdAt)} = ${ba.createdAt} - interval '1 hour' where ${ba.id} = ${r.body.data.id}`,
    );
  }
  return r;
}

export async function okAnswer(rt: TestRuntime, token: string, input: Record<string, unknown>): Promise<Answer> {
  const r = await answer(rt, token, input);
  if (r.status !== 200) throw new Error(`answer failed: ${r.status} ${r.body.message}`);
  return r.body.data;
}

export const detail = (rt: TestRuntime, token: string, id: number) =>
  call<PostDetail>(rt, postDetailCall, {}, { token, params: { id } });
