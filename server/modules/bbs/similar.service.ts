import { SIMILAR_MAX } from '@contract/bbs/bbs-posts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { bbsPosts, knowledge } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { similarTitles } from '../../search/similar';
import { FORUM } from './forum-access';
import { k, p } from './forum-aliases';

const bp = alias(bbsPosts, 'bp');

/**
 * Questions like the title being typed (shown before asking): the search
 * engine's title words and pinyin over the forum's index, which holds only
 * visible published posts, narrowed to questions.
 */
export async function similarQuestions(db: Db, user: SessionUser, title: string) {
  const ids = await similarTitles(db, readerOf(user), title, {
    domainId: FORUM,
    limit: SIMILAR_MAX,
    // `s` is the search engine's alias of its index row.
    where: sql`exists (select 1 from ${bbsPosts} ${bp} where ${bp.knowledgeId} = s.knowledge_id and ${bp.kind} = 'question')`,
  });
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number; title: string; answer_count: number; accepted: boolean }>(sql`
    select ${k.id}, ${k.title}, ${p.answerCount}, ${p.acceptedAnswerId} is not null as accepted
    from ${knowledge} ${k} join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id} where ${k.id} = any(${intArray(ids)})`);
  const byId = new Map(r.rows.map((x) => [x.id, x]));
  return ids.flatMap((id) => {
    const x = byId.get(id);
    return x ? [{ id: x.id, title: x.title, answerCount: x.answer_count, accepted: x.accepted }] : [];
  });
}
