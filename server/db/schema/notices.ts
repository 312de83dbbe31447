import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './knowledge';
import { groups, users } from './org';

/** Notices (公告) published by holders of ROLE_NOTICE_MANAGE; content is sanitised HTML. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Plain text of the content, for search and summaries. */
    contentText: text('content_text').notNull().default(''),
    /** 'all', 'groups' or 'users' (contract/notices/notices.ts). */
    audience: text('audience').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When its audience got the announcement message; null until the publish time has come. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_publish_idx').on(t.publishAt),
    index('notices_unnotified_idx').on(t.publishAt).where(sql`${t.notifiedAt} is null`),
    check('notices_audience_ck', sql`${t.audience} in ('all', 'groups', 'users')`),
  ],
);

/** The groups (covering their sub-groups) or users a notice is for; one of the two ids per row. */
export const noticeTargets = pgTable(
  'notice_targets',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notice_targets_notice_idx').on(t.noticeId),
    index('notice_targets_group_idx').on(t.groupId),
    index('notice_targets_user_idx').on(t.userId),
    check('notice_targets_one_ck', sql`num_nonnulls(${t.groupId}, ${t.userId}) = 1`),
  ],
);

/** Read receipts: the first time a user opened a notice. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);

/**
 * Who was sent a notice's announcement message: at its publish time, and
 * people an edit adds to the audience later. Each person is told once, even
 * after he deleted the message.
 */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/** Files attached to a notice (uploads of the files table), in the order the editor lists them. */
export const noticeFiles = pgTable(
  'notice_files',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.fileId] }), index('notice_files_file_idx').on(t.fileId)],
);
