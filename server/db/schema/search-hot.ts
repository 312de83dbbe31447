import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Index tokens so common that counting their matches row by row is the
 * heaviest work a search does (a single character in a fifth of the corpus).
 * Chosen from the index statistics by server/search/hot-tokens.ts.
 */
export const searchHotTokens = pgTable('search_hot_tokens', {
  token: text('token').primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * For each hot token, how many items visible to all hold it, per facet key
 * (domain, year, label set): a one-word search of a hot token reads its
 * facets here instead of counting tens of thousands of matches. Kept exact by
 * statement triggers on search_docs (migration 0007), in the transaction that
 * changes the index. Items with restricted visibility are counted per search.
 */
export const searchHotCounts = pgTable(
  'search_hot_counts',
  {
    token: text('token').notNull(),
    facetKey: bigint('facet_key', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.facetKey] })],
);
