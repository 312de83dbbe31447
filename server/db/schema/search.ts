import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { knowledge } from './knowledge';
import { users } from './org';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The search index: one row per published, non-deleted knowledge item of any
 * domain (server/search keeps it in step with the knowledge tables). Filter,
 * facet and sort columns are small and stay inline (the migration pins them
 * PLAIN); the vectors and the normalised body go out of line
 * (toast_tuple_target = 128), so a search that visits tens of thousands of
 * matches reads a heap of ~200-byte rows that stays in memory.
 */
export const searchDocs = pgTable(
  'search_docs',
  {
    knowledgeId: integer('knowledge_id')
      .primaryKey()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    domainId: smallint('domain_id').notNull(),
    /** Normalised title (traditional → simplified, half-width, lower case). */
    titleNorm: text('title_norm').notNull(),
    /** Normalised summary and body, as far as indexed (phrase and exclusion checks). */
    bodyNorm: text('body_norm').notNull(),
    /** Characters of indexed summary and body: shorter texts with a hit rank higher. */
    bodyLen: integer('body_len').notNull(),
    /** Title (weight A), summary (B) and body (D) tokens: Han characters and pairs, jieba words, words. */
    tsv: tsvector('tsv').notNull(),
    /** Title tokens and pinyin tokens (full and initials) for suggestions. */
    titleTsv: tsvector('title_tsv').notNull(),
    /**
     * The title's full pinyin and its initials from the first syllable (as
     * pinyinTokens cuts them): short, kept inline, so suggestions can tell
     * which of thousands of pinyin matches begin with what was typed.
     */
    titlePinyin: text('title_pinyin').notNull().default(''),
    titleInitials: text('title_initials').notNull().default(''),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Hash of (domain, year, label set): facet counts group ~100,000 matches by one bigint, not by arrays. */
    facetKey: bigint('facet_key', { mode: 'number' }).notNull(),
    /** Year of publication in the company's time zone. */
    year: smallint('year').notNull(),
    authorId: integer('author_id').notNull(),
    groupId: integer('group_id'),
    /** Visibility 'all'; otherwise the groups and users named by the item (null when none: narrower rows). */
    visAll: boolean('vis_all').notNull(),
    visGroupIds: integer('vis_group_ids').array(),
    visUserIds: integer('vis_user_ids').array(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Copied from knowledge.views, refreshed by the index job (sorting by views). */
    views: integer('views').notNull().default(0),
    /** Tokenisation version the row was built with; rows of an older one are rebuilt. */
    indexVersion: smallint('index_version').notNull(),
    /**
     * 2 kB of zeros, compressed to ~35 bytes. PostgreSQL only moves values out
     * of line when a row exceeds ~2 kB, whatever toast_tuple_target says; a
     * short poem's row stays under that and would keep its vectors inline,
     * four times wider. This column puts every row over the threshold, so the
     * TOAST pass always runs and leaves the row narrow.
     */
    toastPad: bytea('toast_pad').notNull().default(sql`decode(repeat('00', 2048), 'hex')`),
  },
  (t) => [
    index('search_docs_tsv_idx').using('gin', t.tsv),
    index('search_docs_title_tsv_idx').using('gin', t.titleTsv),
    index('search_docs_labels_idx').using('gin', t.labelIds),
    index('search_docs_published_idx').on(t.publishedAt),
    index('search_docs_version_idx').on(t.indexVersion),
  ],
);

/**
 * The domain, year and label set behind each facet_key of search_docs, one
 * row per key: a search groups its matches by facet_key alone (a narrow
 * bigint) and reads the facet values from here, once per key. Written by the
 * index in the statement that writes its rows. Keys no row uses any more
 * stay: they are a few bytes each, counts come from the matches, and pruning
 * them could race a writer reusing a key.
 */
export const searchFacets = pgTable('search_facets', {
  facetKey: bigint('facet_key', { mode: 'number' }).primaryKey(),
  domainId: smallint('domain_id').notNull(),
  year: smallint('year').notNull(),
  labelIds: integer('label_ids').array().notNull(),
});

/** Every search: who, what, with which filters, how many results, how long, and what was clicked. */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    /** Normalised keyword: the caller's recent searches are told apart by it. */
    keywordNorm: text('keyword_norm').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    tookMs: integer('took_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last result clicked from this search, its 1-based position, and how many clicks there were. */
    clickedKnowledgeId: integer('clicked_knowledge_id'),
    clickedPosition: integer('clicked_position'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clickCount: integer('click_count').notNull().default(0),
  },
  (t) => [index('search_logs_user_idx').on(t.userId, t.createdAt), index('search_logs_created_idx').on(t.createdAt)],
);

/** A user's verdict on one search; a second verdict replaces the first. */
export const searchFeedback = pgTable(
  'search_feedback',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => searchLogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useful: boolean('useful').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a report viewer marked it handled (the user-feedback report), and who; set once. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('search_feedback_search_uq').on(t.searchId), index('search_feedback_created_idx').on(t.createdAt)],
);

/** Facts about the index as a whole (the tokenisation version it was last fully built with). */
export const searchMeta = pgTable('search_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
