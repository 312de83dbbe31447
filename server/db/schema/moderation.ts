import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './org';

/**
 * The forum's sensitive words (decision 032): each with the action taken
 * when a write contains it. `normalised` is what matching compares (full
 * width folded, traditional → simplified, lower case, letters/digits/Han
 * only), unique so two spellings of one word cannot both be listed.
 */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    normalised: text('normalised').notNull().unique('sensitive_words_norm_uq'),
    action: text('action').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sensitive_words_action_ck', sql`${t.action} in ('block', 'replace', 'review', 'flag')`)],
);

/**
 * One row: the word list's revision, a fresh uuid written in the transaction
 * of every change. Each server keeps its compiled matcher under the revision
 * it was built from and rebuilds when the row says otherwise, so servers
 * sharing a database see a change at their next check; a uuid rather than a
 * counter so that two databases (tests) never share a revision.
 */
export const sensitiveWordRevision = pgTable(
  'sensitive_word_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: uuid('revision').notNull().defaultRandom(),
  },
  (t) => [check('sensitive_word_revision_one_ck', sql`${t.id} = 1`)],
);
