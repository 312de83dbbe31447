import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups, users } from './org';

/**
 * One knowledge item of any domain (a wiki entry, a document, a video: `DOMAINS` in contract/platform/domains.ts). The
 * columns mirror the published version for lists; every text lives in
 * knowledge_versions.
 */
export const knowledge = pgTable(
  'knowledge',
  {
    id: serial('id').primaryKey(),
    domainId: smallint('domain_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverFileId: integer('cover_file_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** Status of the newest version: draft, pending, published, rejected. */
    status: text('status').notNull().default('draft'),
    /** 'all' | 'groups' | 'users' (knowledge_visibility holds the lists). */
    visibility: text('visibility').notNull().default('all'),
    publishedVersion: integer('published_version'),
    latestVersion: integer('latest_version').notNull().default(1),
    views: integer('views').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    favouriteCount: integer('favourite_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * How well known the item is apart from this system's own readers (an
     * imported poem chosen for a classic anthology): set by imports, added to
     * views, likes and favourites where equally good matches are ordered.
     */
    authority: integer('authority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    index('knowledge_domain_pub_idx').on(t.domainId, t.publishedAt),
    index('knowledge_author_idx').on(t.authorId),
    index('knowledge_group_idx').on(t.groupId),
    index('knowledge_deleted_idx').on(t.deletedAt),
    index('knowledge_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Every version of an item; history is never rewritten (rollback adds a version). */
export const knowledgeVersions = pgTable(
  'knowledge_versions',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** draft, pending, published, rejected, superseded (published earlier, replaced since). */
    status: text('status').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** Plain text of the content, for diffs, search and snippets. */
    contentText: text('content_text').notNull().default(''),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'::int[]`),
    groupId: integer('group_id'),
    fields: jsonb('fields').$type<{ fieldId: number; value: string }[]>().notNull().default([]),
    coverFileId: integer('cover_file_id'),
    visibility: jsonb('visibility')
      .$type<{ scope: 'all' | 'groups' | 'users'; groupIds: number[]; userIds: number[] }>()
      .notNull()
      .default({ scope: 'all', groupIds: [], userIds: [] }),
    editorId: integer('editor_id')
      .notNull()
      .references(() => users.id),
    /** Bumped on every save of a draft, so autosaves of two tabs cannot overwrite each other. */
    revision: integer('revision').notNull().default(1),
    changeSummary: text('change_summary'),
    rollbackOf: integer('rollback_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decisionComment: text('decision_comment'),
  },
  (t) => [uniqueIndex('knowledge_versions_uq').on(t.knowledgeId, t.version), index('knowledge_versions_status_idx').on(t.status)],
);

/** Labels of the published (or, before publication, the newest) version, for filters. */
export const knowledgeLabels = pgTable(
  'knowledge_labels',
  {
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.knowledgeId, t.labelId] }), index('knowledge_labels_label_idx').on(t.labelId)],
);

/** Who may read an item whose visibility is 'groups' or 'users'. */
export const knowledgeVisibility = pgTable(
  'knowledge_visibility',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    groupId: integer('group_id'),
    userId: integer('user_id'),
  },
  (t) => [index('knowledge_visibility_k_idx').on(t.knowledgeId)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /**
     * A forum answer the comment is on (decision 033): the subject stays the post,
     * so access, purge and counts follow it; the key to bbs_answers is in migration 0034.
     */
    answerId: integer('answer_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_k_idx').on(t.knowledgeId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    index('comments_answer_idx').on(t.answerId).where(sql`answer_id is not null`),
  ],
);

/** Likes on items ('knowledge') and comments ('comment'). */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] })],
);

export const favouriteFolders = pgTable(
  'favourite_folders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourite_folders_name_uq').on(t.userId, t.name)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => favouriteFolders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowledgeId] }), index('favourites_folder_idx').on(t.folderId)],
);

/** One row per user, item and day: a view is counted once per user per day. */
export const footprints = pgTable(
  'footprints',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowledgeId, t.day] }), index('footprints_k_day_idx').on(t.knowledgeId, t.day)],
);

/** Saved list filters per user and domain. */
export const listStrategies = pgTable(
  'list_strategies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: smallint('domain_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('list_strategies_name_uq').on(t.userId, t.domainId, t.name)],
);

/** Uploaded files (images now; documents and videos later) behind the blob store. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  /** Key in the blob store; the server's own name, never the uploaded one. */
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which version of an item references which uploaded image (its body images
 * and its cover). Filled at every save, so a file is signed, and served, only
 * for the versions that use it, and only to callers who may read them.
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** 'body' | 'cover'. */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.knowledgeId, t.version, t.fileId, t.role] }), index('knowledge_files_file_idx').on(t.fileId)],
);

/** Server secrets shared by every process (URL signing). */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
