import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DomainProvider } from '../../../domains/providers';
import { QUIZ_ROW } from './quiz-row';

/**
 * The test module's own table: a card's hint (text the search index takes
 * from the module, not from the item's body) and whether the card is locked
 * (then only its author and administrators may open it). A real module
 * declares it in `server/db/schema/` with a migration; the test creates it.
 */
export async function createQuizTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists quiz_cards (
    knowledge_id integer primary key references knowledge(id), hint text not null, locked boolean not null default false)`);
}

/** What the test module tells the engines, the way the forum, the library and the video library do. */
export const quizProvider: DomainProvider = {
  domainId: QUIZ_ROW.id,
  openTo: () => sql`not exists (select 1 from quiz_cards c where c.knowledge_id = k.id and c.locked)`,
  searchable: sql`not exists (select 1 from quiz_cards c where c.knowledge_id = k.id and c.locked)`,
  indexText: sql`(select c.hint from quiz_cards c where c.knowledge_id = k.id)`,
  snippetText: sql`(select c.hint from quiz_cards c where c.knowledge_id = k.id)`,
  link: (id) => `/quiz/card?id=${id}`,
};
