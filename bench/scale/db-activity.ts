import pg from 'pg';

/**
 * A sampling profile of the database during a run: every 250 ms, which
 * statements of the bench's database are running and what they wait for
 * (pg_stat_activity; pg_stat_statements is not loaded on this instance).
 * On this machine PostgreSQL takes most of the CPU, so this names where
 * the time goes.
 */
const EVERY_MS = 250;

export interface DbActivity {
  samples: number;
  /** Statements running at once, on average. */
  activeAvg: number;
  /** The statements seen most often, by the start of their text, with their share of all sightings. */
  topQueries: { query: string; share: number }[];
  /** Wait events (Lock, LWLock, IO …) of running statements, by share of sightings; CPU when none. */
  waits: { event: string; share: number }[];
}

const shareList = (counts: Map<string, number>, total: number, limit: number) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, n]) => ({ key, share: total ? n / total : 0 }));

export async function sampleDbActivity(adminUrl: string, database: string): Promise<() => Promise<DbActivity>> {
  const client = new pg.Client({ connectionString: adminUrl });
  // A connection PostgreSQL ends must not crash the bench (an unhandled 'error'): the profile only thins.
  client.on('error', () => undefined);
  await client.connect();
  const queries = new Map<string, number>();
  const waits = new Map<string, number>();
  let samples = 0;
  let sightings = 0;
  let busy = false;
  const timer = setInterval(async () => {
    // A sample still running (the machine is busy) is not stacked with another.
    if (busy) return;
    busy = true;
    try {
      const r = await client.query<{ query: string; wait: string | null }>(
        `select query, wait_event_type || ':' || wait_event as wait from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [database],
      );
      samples++;
      for (const row of r.rows) {
        sightings++;
        const key = row.query.replace(/\s+/g, ' ').trim().slice(0, 110);
        queries.set(key, (queries.get(key) ?? 0) + 1);
        const wait = row.wait ?? 'CPU';
        waits.set(wait, (waits.get(wait) ?? 0) + 1);
      }
    } catch {
      // A lost sample only thins the profile.
    } finally {
      busy = false;
    }
  }, EVERY_MS);
  return async () => {
    clearInterval(timer);
    await client.end().catch(() => undefined);
    return {
      samples,
      activeAvg: samples ? sightings / samples : 0,
      topQueries: shareList(queries, sightings, 5).map(({ key, share }) => ({ query: key, share })),
      waits: shareList(waits, sightings, 4).map(({ key, share }) => ({ event: key, share })),
    };
  };
}
