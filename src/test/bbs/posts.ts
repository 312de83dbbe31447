import { DOMAIN_IDS } from '@contract/platform/domains';
import { createItem, type ItemSpec } from '@server-test/knowledge/factory';
import { screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { runtime } from '@/test/runtime';

export interface ForumPostSpec extends Omit<ItemSpec, 'domainId'> {
  kind?: 'question' | 'share' | 'case';
  /** A seeded plate's name (技术交流 by default). */
  plate?: string;
  region?: string;
  product?: string;
  state?: 'visible' | 'held' | 'hidden';
  answerCount?: number;
  voteScore?: number;
  hotScore?: number;
}

/** The id of a seeded or created plate. */
export async function plateIdOf(name: string): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(sql`select id from bbs_plates where name = ${name} limit 1`);
  if (r.rows[0]) return r.rows[0].id;
  const made = await runtime().deps.db.execute<{ id: number }>(
    sql`insert into bbs_plates (name, description) values (${name}, ${`${name}的说明`}) returning id`,
  );
  return made.rows[0].id;
}

/**
 * A forum post straight in the database (a knowledge item of the forum
 * domain and its `bbs_posts` row), for screens that list posts.
 */
export async function forumPost(spec: ForumPostSpec): Promise<number> {
  const { kind = 'question', plate = '技术交流', region = '', product = '', state = 'visible', ...item } = spec;
  const created = await createItem(runtime(), { ...item, domainId: DOMAIN_IDS.bbs });
  const at = new Date(Date.now() - (spec.minutesAgo ?? 0) * 60_000);
  await runtime().deps.db.execute(sql`insert into bbs_posts
    (knowledge_id, kind, plate_id, region, product, state, answer_count, vote_score, hot_score, last_activity_at, created_at)
    values (${created.id}, ${kind}, ${await plateIdOf(plate)}, ${region}, ${product}, ${state},
      ${spec.answerCount ?? 0}, ${spec.voteScore ?? 0}, ${spec.hotScore ?? 0}, ${at}, ${at})`);
  return created.id;
}

/** Titles of the rows or cards on screen (each an `article` named by its title), in order. */
export const articleTitles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
