import type { BbsState } from '@contract/bbs/bbs-posts';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { bbsAnswers as ba, bbsPlates, bbsPosts as bp, searchDocs } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { reindexItem } from '../../search/index-doc';
import type { TestRuntime } from '../../test/harness';
import { createItem, userId } from '../../test/knowledge/factory';

/**
 * Tests only: minimal forum rows written straight into the tables (the posts
 * and answers services are built elsewhere), so the community's tests stand alone.
 */

export const plateIdOf = async (rt: TestRuntime, name: string) =>
  (await rt.deps.db.execute<{ id: number }>(sql`select ${bbsPlates.id} from ${bbsPlates} where ${bbsPlates.name} = ${name}`))
    .rows[0].id;

/** A published post of the forum domain in a plate, indexed for search when visible. */
export async function createPost(
  rt: TestRuntime,
  spec: { author: string; plate: string; title: string; state?: BbsState; flagged?: string[] },
): Promise<number> {
  const item = await createItem(rt, { authorUsername: spec.author, domainId: DOMAIN_IDS.bbs, title: spec.title });
  await rt.deps.db.execute(sql`
    insert into ${bp} (${bare(bp.knowledgeId)}, ${bare(bp.kind)}, ${bare(bp.plateId)}, ${bare(bp.state)}, ${bare(bp.flaggedWords)},
      ${bare(bp.firstPublishedAt)})
    values (${item.id}, 'question', ${await plateIdOf(rt, spec.plate)}, ${spec.state ?? 'visible'},
      ${sql.param(spec.flagged ?? [])}::text[], now())`);
  await reindexItem(rt.deps.db, item.id);
  return item.id;
}

/** An answer to a post. */
export async function createAnswer(
  rt: TestRuntime,
  spec: { postId: number; author: string; text?: string; accepted?: boolean; state?: BbsState },
): Promise<number> {
  const text = spec.text ?? '这是一个回答';
  const r = await rt.deps.db.execute<{ id: number }>(sql`
    insert into ${ba} (${bare(ba.postId)}, ${bare(ba.authorId)}, ${bare(ba.content)}, ${bare(ba.contentText)}, ${bare(ba.accepted)},
      ${bare(ba.state)})
    values (${spec.postId}, ${await userId(rt, spec.author)}, ${`<p>${text}</p>`}, ${text}, ${spec.accepted ?? false},
      ${spec.state ?? 'visible'})
    returning ${ba.id}`);
  return r.rows[0].id;
}

/** The moderation state of a post or an answer. */
export async function stateOf(rt: TestRuntime, type: 'post' | 'answer', id: number): Promise<BbsState> {
  const r = await rt.deps.db.execute<{ state: BbsState }>(
    type === 'post'
      ? sql`select ${bp.state} from ${bp} where ${bp.knowledgeId} = ${id}`
      : sql`select ${ba.state} from ${ba} where ${ba.id} = ${id}`,
  );
  return r.rows[0].state;
}

export const isIndexed = async (rt: TestRuntime, postId: number) =>
  (await rt.deps.db.execute(sql`select 1 from ${searchDocs} where ${searchDocs.knowledgeId} = ${postId}`)).rows.length > 0;
