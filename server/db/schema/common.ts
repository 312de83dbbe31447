import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './org';

/** Config items keyed by code (SPEC §3), including the six feature switches. */
export const configItems = pgTable('config_items', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The system images (SPEC §7 `imgsPath`): a path the SPA loads — a shipped
 * image, or the public image route of one an administrator uploaded, whose
 * bytes are the blob `blobKey`.
 */
export const imagePaths = pgTable('image_paths', {
  picType: text('pic_type').primaryKey(),
  path: text('path').notNull(),
  blobKey: text('blob_key'),
  mime: text('mime'),
});

/** Labels: a root label is a category; its descendants form its label group. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    /** Domain the label applies to; null = every domain. */
    domainId: smallint('domain_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('labels_parent_idx').on(t.parentId)],
);

/** Custom fields configured per domain. */
export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    domainId: smallint('domain_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    options: text('options').array().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('fields_domain_idx').on(t.domainId)],
);

/** Fields a user chose to show per domain. */
export const userFields = pgTable(
  'user_fields',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] })],
);

/** Messages to a user; customType groups are in contract/messages/messages.ts. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customType: smallint('custom_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_user_unread_idx').on(t.userId, t.readAt, t.createdAt)],
);

/** Tasks assigned to a user (approvals, courses, exams). */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.doneAt)],
);
