import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each background job last finished, for the whole cluster: a server
 * whose timer fires soon after another server ran the job leaves it, so
 * every server may tick and the work still happens once per interval.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  /** Completed runs since the row was made (diagnostics and tests). */
  runs: integer('runs').notNull().default(0),
});
