import { sql } from 'drizzle-orm';
import { logRollupMismatches } from '../../test/events';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { seedDemoContent } from '../content/content';
import { seedDemoLibrary } from '../library/seed-library';
import { seedDemoVideos } from '../videos/seed-videos';
import { backfillDemoEvents } from './backfill';
import { periodStart } from './generate';
import { NoDemoOrganisationError } from './population';
import { seedEvents } from './seed-events';

let rt: TestRuntime;

/** Per generated act with a module row: its events, its rows and the sum of its counter. */
async function rowFigures() {
  const [f] = await rows<Record<string, number>>(sql`select
    (select count(*) from events where action = 'view')::int as view_events,
    (select count(*) from footprints)::int as view_rows,
    (select sum(views) from knowledge)::int as view_counter,
    (select count(*) from events where action = 'like')::int as like_events,
    (select count(*) from likes where target_type = 'knowledge')::int as like_rows,
    (select sum(like_count) from knowledge)::int as like_counter,
    (select count(*) from events where action = 'favourite')::int as favourite_events,
    (select count(*) from favourites)::int as favourite_rows,
    (select sum(favourite_count) from knowledge)::int as favourite_counter,
    (select count(*) from events where action = 'download')::int as download_events,
    (select count(*) from document_downloads)::int as download_rows,
    (select coalesce(sum(download_count), 0) from document_meta)::int as download_counter,
    (select count(*) from events where action = 'watch')::int as watch_events,
    (select count(*) from video_watch_daily)::int as watch_rows,
    (select count(*) from video_watch_daily)::int as watch_counter`);
  return f;
}
const diff = (after: Record<string, number>, before: Record<string, number>) => {
  const out: Record<string, { events: number; rows: number; counter: number }> = {};
  for (const a of ['view', 'like', 'favourite', 'download', 'watch']) {
    const d = (k: string) => after[`${a}_${k}`] - before[`${a}_${k}`];
    out[a] = { events: d('events'), rows: d('rows'), counter: d('counter') };
  }
  return out;
};
const NOW = Date.now();

const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rt.deps.db.execute<T>(q)).rows;
const count = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(q))[0].n;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'demo' });
  await seedDemoContent(rt.deps, NOW);
  await seedDemoLibrary(rt.deps);
  await seedDemoVideos(rt.deps);
}, 180_000);
afterAll(() => rt.close());

describe('backfillDemoEvents', () => {
  it('records an event for each footprint, download, comment, like and favourite the demo wrote, with consistent rollups', async () => {
    const stats = await backfillDemoEvents(rt.deps.db);
    expect(stats!.events).toBeGreaterThan(1_000);
    const pairs: [string, ReturnType<typeof sql>][] = [
      ['view', sql`select count(*)::int as n from footprints`],
      ['download', sql`select count(*)::int as n from document_downloads`],
      ['comment', sql`select count(*)::int as n from comments`],
      ['like', sql`select count(*)::int as n from likes`],
      ['favourite', sql`select count(*)::int as n from favourites`],
      ['approve', sql`select count(*)::int as n from knowledge_versions where decided_by is not null and status <> 'rejected'`],
      ['upload', sql`select (select count(*) from document_files) + (select count(*) from video_files) as n`],
    ];
    for (const [action, source] of pairs) {
      const n = await count(source);
      expect(n, action).toBeGreaterThan(0);
      expect(await count(sql`select count(*)::int as n from events where action = ${action}`), action).toBe(n);
    }
    // Every person with an act on a day signed in that day, before it.
    expect(
      await count(sql`select count(*)::int as n from events e where e.action <> 'login' and e.user_id is not null and not exists (
        select 1 from events l where l.action = 'login' and l.user_id = e.user_id and l.occurred_at <= e.occurred_at
          and (l.occurred_at at time zone 'Asia/Shanghai')::date = (e.occurred_at at time zone 'Asia/Shanghai')::date)`),
    ).toBe(0);
    expect(await logRollupMismatches(rt)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from event_daily where day >= current_date - 30`)).toBeGreaterThan(20);
    // The seed's engine-recorded acts were replaced, not doubled: a second call changes nothing.
    const again = await backfillDemoEvents(rt.deps.db);
    expect(again!.events).toBe(stats!.events);
    expect(await logRollupMismatches(rt)).toEqual([]);
  });
});

describe('seedEvents', () => {
  it('refuses a database without the demo organisation', async () => {
    const bare = await createTestRuntime({ seed: 'none' });
    try {
      await expect(seedEvents(bare.deps.pool, { events: 100, seed: 1, staff: 5 })).rejects.toBeInstanceOf(
        NoDemoOrganisationError,
      );
      expect((await bare.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0].n).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('adds a year of events on real people and published items, with rollups equal to the log; a second run adds more', async () => {
    const before = await count(sql`select count(*)::int as n from events`);
    const rowsBefore = await rowFigures();
    const r = await seedEvents(rt.deps.pool, { events: 5_000, seed: 11, staff: 30, now: NOW });
    // An act whose row already exists (a demo like, the day's footprint) is no new act.
    expect(r.written).toBeLessThanOrEqual(5_000);
    expect(r.written).toBeGreaterThan(4_800);
    expect(r.staffAdded).toBe(30);
    expect(await count(sql`select count(*)::int as n from events`)).toBe(before + r.written);
    // Every generated act is in its module's table and counter, as its write path would have put it (issue 28).
    const added = diff(await rowFigures(), rowsBefore);
    for (const action of ['view', 'like', 'favourite', 'download', 'watch'] as const) {
      expect(r.byAction[action], action).toBeGreaterThan(0);
      expect(added[action], action).toEqual({
        events: r.byAction[action],
        rows: r.byAction[action],
        counter: r.byAction[action],
      });
    }
    const fresh = sql`e.id > (select max(id) - ${r.written} from events)`;
    expect(
      await count(sql`select count(*)::int as n from events e left join users u on u.id = e.user_id
        where ${fresh} and (u.id is null or e.group_id is distinct from u.group_id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from events e left join knowledge k on k.id = e.subject_id
        where ${fresh} and e.subject_id is not null
          and (k.id is null or k.domain_id <> e.domain_id or k.published_version is null or k.visibility <> 'all' or k.published_at > e.occurred_at)`),
    ).toBe(0);
    const span = await rows<{ lo: string; hi: string }>(
      sql`select min(occurred_at)::text as lo, max(occurred_at)::text as hi from events e where ${fresh}`,
    );
    expect(Date.parse(span[0].lo)).toBeGreaterThanOrEqual(periodStart(NOW));
    expect(Date.parse(span[0].hi)).toBeLessThanOrEqual(NOW);
    // The year is in month partitions, none in the default one.
    expect(await count(sql`select count(*)::int as n from events_default e where ${fresh}`)).toBe(0);
    const office = await rows<{ share: number }>(sql`
      select avg(case when extract(isodow from occurred_at at time zone 'Asia/Shanghai') <= 5
        and extract(hour from occurred_at at time zone 'Asia/Shanghai') between 8 and 18 then 1 else 0 end)::float8 as share
      from events e where ${fresh}`);
    expect(office[0].share).toBeGreaterThan(0.8);
    expect(await logRollupMismatches(rt)).toEqual([]);

    const again = await seedEvents(rt.deps.pool, { events: 1_000, seed: 12, staff: 30, now: NOW });
    expect(again.staffAdded).toBe(0);
    expect(await count(sql`select count(*)::int as n from events`)).toBe(before + r.written + again.written);
    // The second run's likes and favourites never repeat a person's earlier ones: rows and counters still agree.
    expect(
      await count(sql`select count(*)::int as n from knowledge k where k.like_count <> (
        select count(*) from likes l where l.target_type = 'knowledge' and l.target_id = k.id)`),
    ).toBe(0);
    expect(await logRollupMismatches(rt)).toEqual([]);
  });
});
