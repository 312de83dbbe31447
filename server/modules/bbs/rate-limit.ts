import { BBS_RATE_LIMITS } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bbsAnswers, bbsPosts, knowledge } from '../../db/schema/index';
import { tooMany } from '../../http/errors';
import { FORUM } from './forum-access';
import { k, p } from './forum-aliases';

type Kind = keyof typeof BBS_RATE_LIMITS;

/**
 * Refuses a write beyond the user's limit (BBS_RATE_LIMITS), counted from the
 * stored rows themselves (posts: the user's posts first published in the
 * window — drafts are not posts yet; answers: his answers), so no counter can drift and a restart forgets
 * nothing. A per-user advisory lock makes two parallel writes count each other.
 * The refusal names the wait: when the oldest write of the window leaves it.
 */
export async function assertRate(tx: Tx, userId: number, kind: Kind): Promise<void> {
  const { count, minutes } = BBS_RATE_LIMITS[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(72447034, ${userId})`);
  const window = sql`now() - make_interval(mins => ${minutes})`;
  const r = await tx.execute<{ n: number; oldest: string | null; wait_s: number | null }>(
    kind === 'post'
      ? sql`select count(*)::int as n, extract(epoch from min(${p.firstPublishedAt}) + make_interval(mins => ${minutes}) - now())::float8 as wait_s
          from ${bbsPosts} ${p} join ${knowledge} ${k} on ${k.id} = ${p.knowledgeId}
          where ${k.authorId} = ${userId} and ${k.domainId} = ${FORUM} and ${p.firstPublishedAt} > ${window}`
      : sql`select count(*)::int as n, extract(epoch from min(${bbsAnswers.createdAt}) + make_interval(mins => ${minutes}) - now())::float8 as wait_s
          from ${bbsAnswers} where ${bbsAnswers.authorId} = ${userId} and ${bbsAnswers.createdAt} > ${window}`,
  );
  const row = r.rows[0];
  if (!row || row.n < count) return;
  const wait = Math.max(1, Math.ceil((row.wait_s ?? 60) / 60));
  throw tooMany(`${kind === 'post' ? '发帖' : '回答'}过于频繁，请 ${wait} 分钟后再试`);
}
