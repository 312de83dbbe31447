import { DOMAIN_IDS } from '@contract/platform/domains';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { reportUserOperate } from '@contract/reports/reports-audit';
import { reportLibrary, reportWiki } from '@contract/reports/reports-knowledge';
import { reportAll } from '@contract/reports/reports-overview';
import { reportUser, reportUserKeyword, reportUserSummary, reportUserTask } from '@contract/reports/reports-people';
import { reportSearchLog, reportUserFeedback } from '@contract/reports/reports-search';
import { type SQL, sql } from 'drizzle-orm';
import { seedDemoContent } from '../../seed/content/content';
import { backfillDemoEvents } from '../../seed/events/backfill';
import { seedEvents } from '../../seed/events/seed-events';
import { seedDemoLibrary } from '../../seed/library/seed-library';
import { seedDemoVideos } from '../../seed/videos/seed-videos';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

/**
 * Issue 28, one truth: over the demo organisation with a generated year of
 * events, every overview card and every table total equals a direct count
 * from the catalogue (the module rows: footprints, versions, downloads,
 * tasks, feedback) or, for what only the log holds (searches, sign-ins), the
 * event log — per period and per domain filter.
 */
let rt: TestRuntime;
let admin: string;
let periods: { name: string; from: string; to: string }[];

const num = async (q: SQL): Promise<number> => (await rt.deps.db.execute<{ n: number }>(q)).rows[0].n;
const day = (column: string) => sql.raw(`(${column} at time zone 'Asia/Shanghai')::date`);
const within = (column: string, p: { from: string; to: string }) => sql`${day(column)} between ${p.from}::date and ${p.to}::date`;
const ofDomain = (column: string, d?: number) => (d === undefined ? sql`true` : sql`${sql.raw(column)} = ${d}`);

async function data<T>(ep: AnyEndpoint, input: object): Promise<T> {
  const res = await call<T>(rt, ep, input, { token: admin });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
}

/** Every row of a paged table. */
async function everyRow<T>(ep: AnyEndpoint, input: object): Promise<{ total: number; rows: T[] }> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const d = await data<{ total: number; list: T[] }>(ep, { ...input, page, size: 100 });
    rows.push(...d.list);
    if (rows.length >= d.total || d.list.length === 0) return { total: d.total, rows };
  }
}
const sum = <T>(rows: T[], key: keyof T) => rows.reduce((a, r) => a + Number(r[key]), 0);

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'demo' });
  await seedDemoContent(rt.deps);
  await seedDemoLibrary(rt.deps);
  await seedDemoVideos(rt.deps);
  await backfillDemoEvents(rt.deps.db);
  await seedEvents(rt.deps.pool, { events: 4_000, seed: 28, staff: 20 });
  admin = await tokenFor(rt, 'admin');
  const [t] = (
    await rt.deps.db.execute<{ today: string; d7: string; d30: string; d90: string; year: string }>(sql`
    select t::text as today, (t - 6)::text as d7, (t - 29)::text as d30, (t - 89)::text as d90,
      date_trunc('year', t)::date::text as year
    from (select (now() at time zone 'Asia/Shanghai')::date as t) x`)
  ).rows;
  periods = [
    { name: '最近7天', from: t.d7, to: t.today },
    { name: '最近30天', from: t.d30, to: t.today },
    { name: '最近90天', from: t.d90, to: t.today },
    { name: '今年', from: t.year, to: t.today },
  ];
}, 240_000);
afterAll(() => rt.close());

/** What the overview's cards count, straight from the rows (the event log only for searches). */
async function direct(p: { from: string; to: string }, d?: number) {
  const created = (domain: number) =>
    d !== undefined && d !== domain
      ? 0
      : num(sql`select count(*)::int as n from knowledge_versions v join knowledge k on k.id = v.knowledge_id
          where v.version = 1 and k.domain_id = ${domain} and ${within('v.created_at', p)}`);
  const contributions = num(sql`select (
      (select count(*) from knowledge_versions v join knowledge k on k.id = v.knowledge_id
        where ${ofDomain('k.domain_id', d)} and ${within('v.created_at', p)} and v.editor_id is not null)
    + (select count(*) from knowledge_versions v join knowledge k on k.id = v.knowledge_id
        where ${ofDomain('k.domain_id', d)} and ${within('v.submitted_at', p)} and v.editor_id is not null)
    + (select count(*) from (select knowledge_id, version from document_files union all select knowledge_id, version from video_files) f
        join knowledge k on k.id = f.knowledge_id
        join knowledge_versions v on v.knowledge_id = f.knowledge_id and v.version = f.version
        where ${ofDomain('k.domain_id', d)} and ${within('v.created_at', p)} and v.editor_id is not null)
    + (select count(*) from comments c join knowledge k on k.id = c.knowledge_id
        where ${ofDomain('k.domain_id', d)} and ${within('c.created_at', p)}))::int as n`);
  return {
    entries: await created(DOMAIN_IDS.wiki),
    documents: await created(DOMAIN_IDS.library),
    videos: await created(DOMAIN_IDS.video),
    views: await num(sql`select count(*)::int as n from footprints f join knowledge k on k.id = f.knowledge_id
      where ${ofDomain('k.domain_id', d)} and f.day between ${p.from}::date and ${p.to}::date`),
    downloads: await num(sql`select count(*)::int as n from document_downloads x join knowledge k on k.id = x.knowledge_id
      where ${ofDomain('k.domain_id', d)} and ${within('x.created_at', p)}`),
    searches: await num(sql`select count(*)::int as n from events e
      where e.action = 'search' and ${ofDomain('e.domain_id', d)} and ${within('e.occurred_at', p)}`),
    activeUsers: await num(sql`select count(distinct e.user_id)::int as n from events e
      where e.user_id is not null and ${ofDomain('e.domain_id', d)} and ${within('e.occurred_at', p)}`),
    contributions: await contributions,
  };
}

describe('report figures agree with the catalogue (issue 28)', () => {
  it('has a year of activity to compare', async () => {
    expect(await num(sql`select count(*)::int as n from footprints`)).toBeGreaterThan(1_000);
    expect(await num(sql`select count(*)::int as n from events where action = 'search'`)).toBeGreaterThan(300);
  });

  it('overview cards: each total equals its direct count, per period and domain', async () => {
    for (const p of periods) {
      for (const d of [undefined, DOMAIN_IDS.wiki, DOMAIN_IDS.library, DOMAIN_IDS.video]) {
        const o = await data<{ totals: { key: string; value: number }[] }>(reportAll, { from: p.from, to: p.to, domainId: d });
        const shown = Object.fromEntries(o.totals.map((t) => [t.key, t.value]));
        expect(shown, `${p.name} ${d ?? '全部'}`).toEqual(await direct(p, d));
      }
    }
  });

  it('词条统计 and 文档统计: reads, likes, favourites and downloads per item sum to the rows; unread lists the unread published items', async () => {
    for (const p of periods) {
      for (const [ep, domain] of [
        [reportWiki, DOMAIN_IDS.wiki],
        [reportLibrary, DOMAIN_IDS.library],
      ] as const) {
        const at = `${p.name} ${domain}`;
        const items = await everyRow<Record<string, number>>(ep, { from: p.from, to: p.to, view: 'items' });
        // The list leaves out what the caller may not read, and says how many it left out.
        const { hidden } = await data<{ hidden: number }>(ep, { from: p.from, to: p.to, view: 'items', size: 1 });
        expect(items.total + hidden, at).toBe(
          await num(sql`select count(*)::int as n from knowledge k where k.domain_id = ${domain}`),
        );
        // Each listed item's figures equal its own rows.
        const ids = `{${items.rows.map((r) => r.id).join(',')}}`;
        const perItem = async (q: SQL) =>
          Object.fromEntries(
            (await rt.deps.db.execute<{ id: number; n: number }>(q)).rows.filter((r) => r.n > 0).map((r) => [r.id, r.n]),
          );
        const shown = (key: string) => Object.fromEntries(items.rows.filter((r) => r[key] > 0).map((r) => [r.id, r[key]]));
        expect(shown('reads'), `${at} reads`).toEqual(
          await perItem(sql`select f.knowledge_id as id, count(*)::int as n from footprints f
            where f.knowledge_id = any(${ids}::int[]) and f.day between ${p.from}::date and ${p.to}::date group by 1`),
        );
        // An item's likes include those of its comments (the like event names the item; see METRIC_NOTES).
        expect(shown('likes'), `${at} likes`).toEqual(
          await perItem(sql`select id, count(*)::int as n from (
              select l.target_id as id from likes l where l.target_type = 'knowledge' and ${within('l.created_at', p)}
              union all select c.knowledge_id from likes l join comments c on l.target_type = 'comment' and c.id = l.target_id
                where ${within('l.created_at', p)}) x
            where id = any(${ids}::int[]) group by 1`),
        );
        expect(shown('favourites'), `${at} favourites`).toEqual(
          await perItem(sql`select f.knowledge_id as id, count(*)::int as n from favourites f
            where f.knowledge_id = any(${ids}::int[]) and ${within('f.created_at', p)} group by 1`),
        );
        // Comments written in the period, those deleted since included (the act happened).
        expect(shown('comments'), `${at} comments`).toEqual(
          await perItem(sql`select c.knowledge_id as id, count(*)::int as n from comments c
            where c.knowledge_id = any(${ids}::int[]) and ${within('c.created_at', p)} group by 1`),
        );
        if (domain === DOMAIN_IDS.library) {
          expect(shown('downloads'), `${at} downloads`).toEqual(
            await perItem(sql`select x.knowledge_id as id, count(*)::int as n from document_downloads x
              where x.knowledge_id = any(${ids}::int[]) and ${within('x.created_at', p)} group by 1`),
          );
        }
        const live = sql`k.domain_id = ${domain} and k.deleted_at is null`;
        const groups = await everyRow<Record<string, number>>(ep, { from: p.from, to: p.to, view: 'groups' });
        // The groups count every live item, those the caller may not read included.
        expect(sum(groups.rows, 'items'), at).toBe(await num(sql`select count(*)::int as n from knowledge k where ${live}`));
        expect(sum(groups.rows, 'reads'), at).toBe(
          await num(sql`select count(*)::int as n from footprints f join knowledge k on k.id = f.knowledge_id
            where ${live} and f.day between ${p.from}::date and ${p.to}::date`),
        );
        const unread = await everyRow<Record<string, number>>(ep, { from: p.from, to: p.to, view: 'unread' });
        expect(unread.total, at).toBe(
          await num(sql`select count(*)::int as n from knowledge k where ${live} and k.published_version is not null
            and not exists (select 1 from footprints f where f.knowledge_id = k.id
              and f.day between ${p.from}::date and ${p.to}::date)`),
        );
      }
    }
  });

  it('用户统计: the people and their views, searches, downloads and contributions sum to the overview', async () => {
    for (const p of periods) {
      const users = await everyRow<Record<string, number>>(reportUser, { from: p.from, to: p.to });
      expect(users.total, p.name).toBe(await num(sql`select count(*)::int as n from users`));
      const d = await direct(p);
      expect(
        { views: sum(users.rows, 'views'), searches: sum(users.rows, 'searches'), downloads: sum(users.rows, 'downloads') },
        p.name,
      ).toEqual({ views: d.views, searches: d.searches, downloads: d.downloads });
      expect(sum(users.rows, 'contributions'), p.name).toBe(d.contributions);
    }
    // One group and its subgroups: the people listed there did what the overview counts there.
    const [{ id: groupId }] = (
      await rt.deps.db.execute<{ id: number }>(sql`select group_id as id from users where group_id is not null
        group by 1 order by count(*) desc, 1 limit 1`)
    ).rows;
    for (const p of periods) {
      const range = { from: p.from, to: p.to, groupId };
      const users = await everyRow<Record<string, number>>(reportUser, range);
      const o = await data<{ totals: { key: string; value: number }[] }>(reportAll, range);
      const shown = Object.fromEntries(o.totals.map((t) => [t.key, t.value]));
      expect(
        { views: sum(users.rows, 'views'), searches: sum(users.rows, 'searches'), downloads: sum(users.rows, 'downloads') },
        `${p.name} group ${groupId}`,
      ).toEqual({ views: shown.views, searches: shown.searches, downloads: shown.downloads });
      expect(shown.views, p.name).toBeGreaterThan(0);
    }
  });

  it('任务统计: tasks given and done from the task rows, decisions from the versions', async () => {
    for (const p of periods) {
      for (const view of ['users', 'groups'] as const) {
        const t = await everyRow<Record<string, number>>(reportUserTask, { from: p.from, to: p.to, view });
        expect(
          {
            given: sum(t.rows, 'given'),
            done: sum(t.rows, 'done'),
            approved: sum(t.rows, 'approved'),
            rejected: sum(t.rows, 'rejected'),
          },
          `${p.name} ${view}`,
        ).toEqual({
          given: await num(sql`select count(*)::int as n from tasks t where ${within('t.created_at', p)}`),
          done: await num(sql`select count(*)::int as n from tasks t where ${within('t.done_at', p)}`),
          approved: await num(sql`select count(*)::int as n from knowledge_versions v where v.decided_by is not null
            and v.status in ('published', 'superseded') and ${within('v.decided_at', p)}`),
          rejected: await num(sql`select count(*)::int as n from knowledge_versions v where v.decided_by is not null
            and v.status = 'rejected' and ${within('v.decided_at', p)}`),
        });
      }
    }
  });

  it('搜索日志, 用户关键词, 用户反馈 and 操作记录: totals equal the log and the feedback rows', async () => {
    for (const p of periods) {
      const range = { from: p.from, to: p.to };
      const searches = await num(
        sql`select count(*)::int as n from events e where e.action = 'search' and ${within('e.occurred_at', p)}`,
      );
      expect((await data<{ total: number }>(reportSearchLog, { ...range, size: 1 })).total, p.name).toBe(searches);
      expect((await data<{ total: number }>(reportSearchLog, { ...range, size: 1, view: 'noHits' })).total, p.name).toBe(
        await num(sql`select count(*)::int as n from events e where e.action = 'search'
          and coalesce((e.detail->>'hits')::int, 0) = 0 and ${within('e.occurred_at', p)}`),
      );
      const keywords = await everyRow<{ count: number }>(reportUserKeyword, range);
      expect(sum(keywords.rows, 'count'), p.name).toBe(searches);
      const trend = await data<{ totals: number[] }>(reportUserKeyword, { ...range, size: 1 });
      expect(
        trend.totals.reduce((a, b) => a + b, 0),
        p.name,
      ).toBe(searches);
      expect((await data<{ total: number }>(reportUserFeedback, { ...range, size: 1 })).total, p.name).toBe(
        await num(sql`select count(*)::int as n from search_feedback f where ${within('f.created_at', p)}`),
      );
      expect((await data<{ total: number }>(reportUserOperate, { ...range, size: 1 })).total, p.name).toBe(
        await num(sql`select count(*)::int as n from events e where ${within('e.occurred_at', p)}`),
      );
    }
  });

  it('个人报告: a person’s reads, downloads and active days equal his rows and his days in the log', async () => {
    const [{ id }] = (await rt.deps.db.execute<{ id: number }>(sql`select id from users where username = 'zhangsan'`)).rows;
    for (const p of periods) {
      const s = await data<{ reads: number; downloads: number; activeDays: number; months: { reads: number }[] }>(
        reportUserSummary,
        { from: p.from, to: p.to, userId: id },
      );
      expect(
        { reads: s.reads, downloads: s.downloads, activeDays: s.activeDays, monthlyReads: sum(s.months, 'reads') },
        p.name,
      ).toEqual({
        reads: await num(sql`select count(*)::int as n from footprints f where f.user_id = ${id}
          and f.day between ${p.from}::date and ${p.to}::date`),
        downloads: await num(sql`select count(*)::int as n from document_downloads x where x.user_id = ${id}
          and ${within('x.created_at', p)}`),
        activeDays: await num(sql`select count(distinct ${day('e.occurred_at')})::int as n from events e
          where e.user_id = ${id} and ${within('e.occurred_at', p)}`),
        monthlyReads: s.reads,
      });
    }
  });
});
