import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files, knowledge } from './knowledge';
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

/**
 * What only posts have (decision 033): a post is a knowledge item of the forum
 * domain; its title, body, labels and group live in the knowledge tables.
 * Counters are kept here so lists and the hot order read one row per post.
 */
export const bbsPosts = pgTable(
  'bbs_posts',
  {
    knowledgeId: integer('knowledge_id')
      .primaryKey()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    /** `BBS_POST_KINDS`: question, share, case. */
    kind: text('kind').notNull(),
    plateId: integer('plate_id')
      .notNull()
      .references(() => bbsPlates.id),
    /** A case's parts (sanitised HTML; empty for other kinds). */
    caseBackground: text('case_background').notNull().default(''),
    caseProblem: text('case_problem').notNull().default(''),
    caseAnalysis: text('case_analysis').notNull().default(''),
    caseSolution: text('case_solution').notNull().default(''),
    caseResult: text('case_result').notNull().default(''),
    region: text('region').notNull().default(''),
    product: text('product').notNull().default(''),
    /** Points offered for the accepted answer (questions only). */
    reward: integer('reward').notNull().default(0),
    acceptedAnswerId: integer('accepted_answer_id'),
    answerCount: integer('answer_count').notNull().default(0),
    voteScore: integer('vote_score').notNull().default(0),
    /** Decaying popularity (views, votes, answers); recomputed on activity and by the hot job. */
    hotScore: doublePrecision('hot_score').notNull().default(0),
    /** `visible` | `held` (waiting for a moderator) | `hidden` (hidden after a report). */
    state: text('state').notNull().default('visible'),
    /** Words of the "flag" action found in it, for moderators. */
    flaggedWords: text('flagged_words').array().notNull().default(sql`'{}'::text[]`),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the post was first published (null while a draft): what the posting rate limit counts. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
  },
  (t) => [
    index('bbs_posts_plate_idx').on(t.plateId, t.lastActivityAt),
    index('bbs_posts_kind_idx').on(t.kind, t.state, t.lastActivityAt),
    index('bbs_posts_hot_idx').on(t.state, t.hotScore),
    index('bbs_posts_unanswered_idx')
      .on(t.lastActivityAt)
      .where(sql`kind = 'question' and answer_count = 0 and state = 'visible'`),
  ],
);

/** Answers to a post (questions mostly; shares and cases take them as replies too). */
export const bbsAnswers = pgTable(
  'bbs_answers',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Sanitised HTML and its plain text (search, similar questions). */
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    voteScore: integer('vote_score').notNull().default(0),
    accepted: boolean('accepted').notNull().default(false),
    state: text('state').notNull().default('visible'),
    flaggedWords: text('flagged_words').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bbs_answers_post_idx').on(t.postId, t.createdAt),
    index('bbs_answers_author_idx').on(t.authorId, t.createdAt),
    uniqueIndex('bbs_answers_accepted_uq').on(t.postId).where(sql`accepted`),
  ],
);

/** One vote per user and target (`BBS_TARGETS`), ±1; the target's score moves in the same transaction. */
export const bbsVotes = pgTable(
  'bbs_votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('bbs_votes_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Topics (话题): anyone proposes one, a forum manager approves it. */
export const bbsTopics = pgTable(
  'bbs_topics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    proposerId: integer('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    /** `proposed` | `approved` | `refused`. */
    state: text('state').notNull().default('proposed'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bbs_topics_name_uq').on(sql`lower(${t.name})`), index('bbs_topics_state_idx').on(t.state)],
);

export const bbsPostTopics = pgTable(
  'bbs_post_topics',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => bbsTopics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] }), index('bbs_post_topics_topic_idx').on(t.topicId)],
);

/**
 * Files attached to a post (uploads of the files table), in the order the form
 * lists them; one copy, like its topics. The column is `knowledge_id` so that
 * purging the post from the recycle bin sweeps its files (file-sweep.ts).
 */
export const bbsPostFiles = pgTable(
  'bbs_post_files',
  {
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.knowledgeId, t.fileId] }), index('bbs_post_files_file_idx').on(t.fileId)],
);

/** Experts: a member applies with fields (label ids) and an introduction, a forum manager approves. */
export const bbsExperts = pgTable('bbs_experts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  labelIds: integer('label_ids').array().notNull().default(sql`'{}'::int[]`),
  introduction: text('introduction').notNull().default(''),
  /** `applied` | `approved` | `refused`. */
  state: text('state').notNull().default('applied'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** An expert invited to answer a question (the invitation also sends a message, once, when the question is visible). */
export const bbsInvitations = pgTable(
  'bbs_invitations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the expert got the invitation's message: null while the question is a draft, held or hidden. */
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.expertId] }), index('bbs_invitations_expert_idx').on(t.expertId, t.createdAt)],
);

/** Reports (举报) of a post or an answer; a moderator hides the target or dismisses the report. */
export const bbsReports = pgTable(
  'bbs_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The post the target is or belongs to: whose plate's moderators handle it. */
    postId: integer('post_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** `open` | `hidden` (target hidden) | `dismissed`. */
    state: text('state').notNull().default('open'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bbs_reports_state_idx').on(t.state, t.createdAt),
    uniqueIndex('bbs_reports_open_uq').on(t.reporterId, t.targetType, t.targetId).where(sql`state = 'open'`),
  ],
);

/** Accepted answers and cases turned into wiki drafts (one draft per source). */
export const bbsKnowledgeLinks = pgTable(
  'bbs_knowledge_links',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    /** 0 for the post itself (a case), else the answer. */
    answerId: integer('answer_id').notNull().default(0),
    wikiId: integer('wiki_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.answerId] })],
);
