import { date, index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files, knowledge } from './knowledge';
import { users } from './org';

/**
 * The file behind one version of a video (the video domain), with the poster frame
 * and duration taken in the browser at upload (or by ffmpeg when installed).
 */
export const videoFiles = pgTable(
  'video_files',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    posterFileId: integer('poster_file_id').references(() => files.id),
    /** 'mp4' | 'webm' — detected from the content. */
    kind: text('kind').notNull(),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_files_version_uq').on(t.knowledgeId, t.version), index('video_files_file_idx').on(t.fileId)],
);

/** Where each user left each video, so playback resumes there, and their total watch time. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    /** Set once the user has watched to (nearly) the end. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowledgeId] })],
);

/** Watch time per user, video and day: what the online college and the reports sum up. */
export const videoWatchDaily = pgTable(
  'video_watch_daily',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seconds: real('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowledgeId, t.day] }), index('video_watch_daily_day_idx').on(t.day)],
);
