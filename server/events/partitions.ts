import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { startSingletonJob } from '../jobs/singleton-job';
import type { EventConn } from './record-event';

const DAY_MS = 86_400_000;
/** Months created ahead of today, so month ends never route rows into the default partition. */
const MONTHS_AHEAD = 2;

/**
 * Creates the event log's monthly partitions from this month to
 * `monthsAhead` ahead (SQL function of migration 0014; idempotent, safe
 * from several processes at once). Rows that fell into the default
 * partition for a month move into that month's partition when it is made.
 */
export async function ensureEventPartitions(conn: EventConn, monthsAhead = MONTHS_AHEAD): Promise<void> {
  await conn.execute(sql`select events_ensure_partitions(${monthsAhead}::int)`);
}

/**
 * Runs the partition upkeep now and then daily, in one server process at a
 * time; the timer never keeps the process alive. Returns a stop function.
 */
export function startEventPartitionJob(deps: Pick<Deps, 'db' | 'pool' | 'log'>, intervalMs = DAY_MS): () => void {
  return startSingletonJob(deps, {
    name: 'events.partitions',
    intervalMs,
    runAtStart: true,
    failMessage: '事件日志分区维护失败',
    run: () => ensureEventPartitions(deps.db),
  });
}
