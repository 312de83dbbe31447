import { answerSave } from '@contract/bbs/bbs-answers';
import { reportCreate } from '@contract/bbs/bbs-reports';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { runtime } from '@/test/runtime';
import { type ForumPostSpec, forumPost } from './posts';

/** A post held for review (as a "需审核" word does), with the words a "标记" action stored. */
export async function heldPost(spec: ForumPostSpec & { flagged?: string[] }): Promise<number> {
  const id = await forumPost({ ...spec, state: spec.state ?? 'held' });
  if (spec.flagged?.length) {
    await runtime().deps.db.execute(
      sql`update bbs_posts set flagged_words = ${sql.param(spec.flagged)}::text[] where knowledge_id = ${id}`,
    );
  }
  return id;
}

/** An answer written through the real server (so it is counted and searchable like any other). */
export async function forumAnswer(username: string, postId: number, text: string): Promise<number> {
  return (await callAs<{ id: number }>(username, answerSave, { postId, content: `<p>${text}</p>` })).id;
}

/** A report through the real server. */
export async function report(username: string, targetType: 'post' | 'answer', targetId: number, reason: string) {
  return callAs<{ id: number }>(username, reportCreate, { targetType, targetId, reason });
}

/** A post's or an answer's moderation state, read from the database. */
export async function moderationState(type: 'post' | 'answer', id: number): Promise<string> {
  const r = await runtime().deps.db.execute<{ state: string }>(
    type === 'post'
      ? sql`select state from bbs_posts where knowledge_id = ${id}`
      : sql`select state from bbs_answers where id = ${id}`,
  );
  return r.rows[0].state;
}
