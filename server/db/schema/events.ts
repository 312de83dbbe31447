import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily rollups of the event log (decision 020), kept by `recordEvents` in the
 * same statement as the events, so a year-long report reads days × keys
 * instead of every raw event. `day` is the Asia/Shanghai calendar day; absent
 * parts of the key (no user, no group, no item) are 0, since a primary key
 * cannot hold nulls. `amount` carries what an action measures beyond its
 * count (seconds watched for `watch`).
 */
export const eventDaily = pgTable(
  'event_daily',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    domainId: smallint('domain_id').notNull(),
    action: text('action').notNull(),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId, t.groupId, t.domainId, t.action] }),
    // Reports over a period for some actions (all groups), and a group list over a period (data scope "own group and below").
    index('event_daily_day_action_idx').on(t.day, t.action),
    index('event_daily_group_day_idx').on(t.groupId, t.day),
  ],
);

/** The same per item: reads, downloads, likes … of each item per day and group, for the item reports and top lists. */
export const subjectDaily = pgTable(
  'subject_daily',
  {
    day: date('day').notNull(),
    domainId: smallint('domain_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    groupId: integer('group_id').notNull(),
    action: text('action').notNull(),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.subjectId, t.day, t.groupId, t.action] }),
    // Top lists over a period: the key starts with the item, which a period scan cannot use.
    index('subject_daily_day_action_idx').on(t.day, t.action),
  ],
);

/**
 * `event_daily` without the person: what the overview sums (views, searches,
 * contributions …) per day, group and domain. A month of it is a tenth of the
 * per-person rollup's rows, so the totals and trends of a year stay small.
 */
export const groupDaily = pgTable(
  'group_daily',
  {
    day: date('day').notNull(),
    groupId: integer('group_id').notNull(),
    domainId: smallint('domain_id').notNull(),
    action: text('action').notNull(),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.groupId, t.domainId, t.action] })],
);

/**
 * Who was active on a day (any event of a signed-in person), with the
 * domains he touched as a bit set (bit n: domain n, bit 0: none): active
 * people per period, group or domain are distinct counts over one small
 * row per person and day instead of over every action of theirs.
 */
export const userDaily = pgTable(
  'user_daily',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    domains: integer('domains').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId, t.groupId] })],
);

/**
 * Searches per day, person and keyword (as typed; '' for a search by filters
 * only), with how many found nothing and the last time: the keyword cloud,
 * top searches, the keyword report and the no-hits count read this instead
 * of the JSON of every raw search.
 */
export const keywordDaily = pgTable(
  'keyword_daily',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
    noHits: integer('no_hits').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId, t.groupId, t.keyword] }),
    // One person's keywords over a period (user-keyword with a person, user-summary).
    index('keyword_daily_user_day_idx').on(t.userId, t.day),
  ],
);

/**
 * `subject_daily` and `keyword_daily` per calendar month (`month` is its first
 * day): a report over months reads the whole months here and only its edge
 * days from the daily tables (`rolledRows`), so a quarter or a year costs
 * about what a month does.
 */
export const subjectMonthly = pgTable(
  'subject_monthly',
  {
    month: date('month').notNull(),
    domainId: smallint('domain_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    groupId: integer('group_id').notNull(),
    action: text('action').notNull(),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.subjectId, t.month, t.groupId, t.action] }),
    // One action's counts per item of a domain over months (top lists, the sorted column of the item report).
    index('subject_monthly_domain_action_month_idx').on(t.domainId, t.action, t.month),
  ],
);

export const keywordMonthly = pgTable(
  'keyword_monthly',
  {
    month: date('month').notNull(),
    userId: integer('user_id').notNull(),
    groupId: integer('group_id').notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
    noHits: integer('no_hits').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.userId, t.groupId, t.keyword] }),
    index('keyword_monthly_user_month_idx').on(t.userId, t.month),
  ],
);
