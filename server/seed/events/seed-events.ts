import type { EventAction } from '@contract/platform/events';
import type pg from 'pg';
import { ROLLUP_TABLES } from '../../events/rollup-sql';
import { shanghaiDate } from './calendar';
import { generateEvents, periodStart } from './generate';
import { assertDemoOrganisation, loadPopulation } from './population';
import { ensureStaff } from './staff';
import { ensureDefaultFolders, ensurePartitionsFrom, writeBatch } from './write';

/** The module tables the generated acts add rows to (write.ts). */
const ROW_TABLES = ['footprints', 'likes', 'favourites', 'video_watch_daily', 'document_downloads', 'document_meta', 'knowledge'];

export interface SeedEventsOptions {
  events: number;
  seed: number;
  /** Staff accounts the demo organisation should have (added when missing). */
  staff: number;
  now?: number;
  days?: number;
  /** Called after each written batch with the events written so far. */
  progress?: (written: number) => void;
}

export interface SeedEventsResult {
  written: number;
  staffAdded: number;
  people: number;
  items: number;
  keywords: number;
  byAction: Partial<Record<EventAction, number>>;
  firstDay: string;
  ms: number;
}

/**
 * Adds a year of generated events (ending now), their module rows and their rollups to the
 * database behind `pool`: on the demo organisation's people and its
 * published items. A second run adds to what is there. Throws
 * NoDemoOrganisationError without the demo organisation.
 */
export async function seedEvents(pool: pg.Pool, opts: SeedEventsOptions): Promise<SeedEventsResult> {
  const started = performance.now();
  const now = opts.now ?? Date.now();
  const client = await pool.connect();
  try {
    // A lost tail on a crash only loses generated rows; the speed is worth it.
    await client.query('set synchronous_commit = off');
    await assertDemoOrganisation(client);
    const staffAdded = await ensureStaff(client, opts.staff);
    const pop = await loadPopulation(client);
    const firstDay = shanghaiDate(periodStart(now, opts.days));
    await ensurePartitionsFrom(client, firstDay);
    const byAction: Partial<Record<EventAction, number>> = {};
    let written = 0;
    await ensureDefaultFolders(client);
    for (const batch of generateEvents(pop, { events: opts.events, seed: opts.seed, now, days: opts.days })) {
      for (const [a, n] of await writeBatch(client, batch)) {
        byAction[a as EventAction] = (byAction[a as EventAction] ?? 0) + n;
        written += n;
      }
      opts.progress?.(written);
    }
    await client.query('analyze events');
    for (const table of ROW_TABLES) await client.query(`analyze ${table}`);
    for (const table of ROLLUP_TABLES) await client.query(`analyze ${table}`);
    return {
      written,
      staffAdded,
      people: pop.people.length,
      items: pop.wiki.length + pop.library.length + pop.video.length,
      keywords: pop.keywords.length,
      byAction,
      firstDay,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    client.release();
  }
}
