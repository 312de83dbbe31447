import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './knowledge';
import { users } from './org';

/** The forum's plates (版块, decision 033): a tree, each with its description, cover and order among siblings. */
export const bbsPlates = pgTable(
  'bbs_plates',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bbs_plates_parent_idx').on(t.parentId, t.sort)],
);

/** Who moderates a plate: its held posts, reports and topics. */
export const bbsPlateModerators = pgTable(
  'bbs_plate_moderators',
  {
    plateId: integer('plate_id')
      .notNull()
      .references(() => bbsPlates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.plateId, t.userId] }), index('bbs_plate_moderators_user_idx').on(t.userId)],
);

/** What a member follows: a plate (1), later topics and posts (`BBS_FOLLOW_TARGETS`). */
export const bbsFollows = pgTable(
  'bbs_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('bbs_follows_target_idx').on(t.targetType, t.targetId),
  ],
);
