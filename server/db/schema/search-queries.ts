import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './org';

/**
 * Each distinct normalised keyword that found something, with the form last
 * typed and its pinyin: popular-query suggestions match these, not the log.
 */
export const searchQueries = pgTable('search_queries', {
  keywordNorm: text('keyword_norm').primaryKey(),
  /** The keyword as last typed (shown in suggestions). */
  keyword: text('keyword').notNull(),
  /** Full pinyin and initials of the normalised keyword (typing zhidu or zd finds 制度). */
  keywordPinyin: text('keyword_pinyin').notNull(),
  keywordInitials: text('keyword_initials').notNull(),
});

/**
 * Searches that found something, counted per day, keyword and user: popular
 * queries (at least two people in the last 30 days) read a few rows per
 * keyword and day instead of every search of the month. Written with the
 * search log.
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    /** Calendar day in the company's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    keywordNorm: text('keyword_norm').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searches: integer('searches').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.keywordNorm, t.userId] }), index('search_query_days_keyword_idx').on(t.keywordNorm)],
);
