import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { logRollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem, userId } from '../test/knowledge/factory';
import { ensureEventPartitions, startEventPartitionJob } from './partitions';
import { addEventAmount, recordEvent, recordEvents } from './record-event';

type EventRow = {
  action: string;
  user_id: number | null;
  group_id: number | null;
  domain_id: number | null;
  subject_id: number | null;
  object_id: number | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
};

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

const eventsOf = async (subjectId: number) =>
  (
    await rt.deps.db.execute<EventRow>(sql`
      select action, user_id, group_id, domain_id, subject_id, object_id, ip, detail from events
      where subject_id = ${subjectId} order by id`)
  ).rows;

describe('recordEvent', () => {
  it('records events in the write transaction, with the user group of the moment', async () => {
    const zhangsan = await userId(rt, 'zhangsan');
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const subject = { type: DOMAIN_IDS.library, id: item.id };
    await rt.deps.db.transaction(async (tx) => {
      await recordEvent(tx, { action: 'download', userId: zhangsan, subject, ip: '10.0.0.8', detail: { bytes: 1024 } });
      await recordEvents(tx, [
        { action: 'like', userId: zhangsan, subject, objectId: 7 },
        { action: 'view', userId: null, subject },
      ]);
    });
    const group = (await rt.deps.db.execute<{ group_id: number }>(sql`select group_id from users where id = ${zhangsan}`))
      .rows[0];
    expect(await eventsOf(item.id)).toEqual([
      {
        action: 'download',
        user_id: zhangsan,
        group_id: group.group_id,
        domain_id: DOMAIN_IDS.library,
        subject_id: item.id,
        object_id: null,
        ip: '10.0.0.8',
        detail: { bytes: 1024 },
      },
      {
        action: 'like',
        user_id: zhangsan,
        group_id: group.group_id,
        domain_id: DOMAIN_IDS.library,
        subject_id: item.id,
        object_id: 7,
        ip: null,
        detail: null,
      },
      {
        action: 'view',
        user_id: null,
        group_id: null,
        domain_id: DOMAIN_IDS.library,
        subject_id: item.id,
        object_id: null,
        ip: null,
        detail: null,
      },
    ]);
  });

  it('records nothing when the transaction rolls back', async () => {
    const item = await createItem(rt, { authorUsername: 'lisi' });
    const lisi = await userId(rt, 'lisi');
    await expect(
      rt.deps.db.transaction(async (tx) => {
        await recordEvent(tx, { action: 'comment', userId: lisi, subject: { type: DOMAIN_IDS.wiki, id: item.id } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await eventsOf(item.id)).toEqual([]);
  });
});

describe('daily rollups', () => {
  const today = async () =>
    (await rt.deps.db.execute<{ d: string }>(sql`select ((now() at time zone 'Asia/Shanghai')::date)::text as d`)).rows[0].d;
  const byUser = async (userId: number) =>
    (
      await rt.deps.db.execute<{
        day: string;
        group_id: number;
        domain_id: number;
        action: string;
        count: number;
        amount: number;
      }>(sql`
        select day::text as day, group_id, domain_id, action, count, amount::int as amount from event_daily
        where user_id = ${userId} order by domain_id, action`)
    ).rows;
  const bySubject = async (subjectId: number) =>
    (
      await rt.deps.db.execute<{ action: string; count: number; amount: number }>(sql`
        select action, sum(count)::int as count, sum(amount)::int as amount from subject_daily
        where subject_id = ${subjectId} group by action order by action`)
    ).rows;

  it('counts every event into its day, user, group, domain and action, and per item', async () => {
    await rt.deps.db.execute(sql`insert into users (username, nickname, password_hash, group_id)
      select 'rollup-user', '汇总', password_hash, group_id from users where username = 'zhangsan'`);
    const who = await userId(rt, 'rollup-user');
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const subject = { type: DOMAIN_IDS.wiki, id: item.id };
    await recordEvents(rt.deps.db, [
      { action: 'view', userId: who, subject },
      { action: 'like', userId: who, subject },
    ]);
    await recordEvent(rt.deps.db, { action: 'view', userId: who, subject });
    await recordEvent(rt.deps.db, { action: 'login', userId: who });
    const group = (await rt.deps.db.execute<{ g: number }>(sql`select group_id as g from users where id = ${who}`)).rows[0].g;
    const day = await today();
    expect(await byUser(who)).toEqual([
      { day, group_id: group, domain_id: 0, action: 'login', count: 1, amount: 0 },
      { day, group_id: group, domain_id: DOMAIN_IDS.wiki, action: 'like', count: 1, amount: 0 },
      { day, group_id: group, domain_id: DOMAIN_IDS.wiki, action: 'view', count: 2, amount: 0 },
    ]);
    expect(await bySubject(item.id)).toEqual([
      { action: 'like', count: 1, amount: 0 },
      { action: 'view', count: 2, amount: 0 },
    ]);
    await addEventAmount(rt.deps.db, { action: 'watch', userId: who, subject, amount: 30 });
    await addEventAmount(rt.deps.db, { action: 'watch', userId: who, subject, amount: 15 });
    expect((await byUser(who)).find((r) => r.action === 'watch')).toMatchObject({ count: 0, amount: 45 });
    expect((await bySubject(item.id)).find((r) => r.action === 'watch')).toEqual({ action: 'watch', count: 0, amount: 45 });
  });

  it('keeps the person-less, per-person-day and keyword rollups with the log', async () => {
    const zhangsan = await userId(rt, 'zhangsan');
    const lisi = await userId(rt, 'lisi');
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    await recordEvents(rt.deps.db, [
      { action: 'view', userId: zhangsan, subject: { type: DOMAIN_IDS.wiki, id: item.id } },
      { action: 'download', userId: zhangsan, subject: { type: DOMAIN_IDS.library, id: item.id } },
      { action: 'search', userId: zhangsan, detail: { keyword: '报销制度', hits: 0 } },
      { action: 'search', userId: zhangsan, detail: { keyword: '报销制度', hits: 3 } },
      { action: 'search', userId: lisi, detail: { keyword: '报销制度', hits: 0 } },
      { action: 'search', userId: lisi, detail: { filters: { domainId: 1 }, hits: 5 } },
      { action: 'view', userId: null, subject: { type: DOMAIN_IDS.wiki, id: item.id } },
    ]);
    await recordEvent(rt.deps.db, { action: 'view', userId: lisi, subject: { type: DOMAIN_IDS.video, id: item.id } });
    const day = await today();
    const bits = await rt.deps.db.execute<{ domains: number }>(
      sql`select domains from user_daily where user_id = ${zhangsan} and day = ${day}::date`,
    );
    // wiki (1), library (2) and the searches' "no domain" (0), whatever else zhangsan did today.
    expect(bits.rows[0].domains & 0b111).toBe(0b111);
    const keywords = await rt.deps.db.execute<{ user_id: number; keyword: string; count: number; no_hits: number }>(sql`
      select user_id, keyword, count, no_hits from keyword_daily
      where day = ${day}::date and user_id in (${zhangsan}, ${lisi}) order by user_id = ${lisi}, keyword`);
    expect(keywords.rows).toEqual([
      { user_id: zhangsan, keyword: '报销制度', count: 2, no_hits: 1 },
      { user_id: lisi, keyword: '', count: 1, no_hits: 0 },
      { user_id: lisi, keyword: '报销制度', count: 1, no_hits: 1 },
    ]);
    // The heartbeat seconds of the test above have no events: amounts are left out.
    expect(await logRollupMismatches(rt, { amounts: false })).toEqual([]);
  });

  it('rolls nothing up when the transaction rolls back', async () => {
    const item = await createItem(rt, { authorUsername: 'lisi' });
    const lisi = await userId(rt, 'lisi');
    await expect(
      rt.deps.db.transaction(async (tx) => {
        await recordEvent(tx, { action: 'download', userId: lisi, subject: { type: DOMAIN_IDS.library, id: item.id } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await bySubject(item.id)).toEqual([]);
  });
});

describe('event partitions', () => {
  const partitionOf = async (id: number) =>
    (
      await rt.deps.db.execute<{ part: string }>(
        sql`select tableoid::regclass::text as part from events where subject_id = ${id} and action = 'view'`,
      )
    ).rows.map((r) => r.part);

  it('stores this month in its own partition', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    await recordEvent(rt.deps.db, { action: 'view', userId: null, subject: { type: DOMAIN_IDS.wiki, id: item.id } });
    const month = (
      await rt.deps.db.execute<{ m: string }>(sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYYMM') as m`)
    ).rows[0].m;
    expect(await partitionOf(item.id)).toEqual([`events_${month}`]);
  });

  it('moves rows the default partition caught into their month when it is made', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    // Six months ahead has no partition yet (the upkeep makes two ahead).
    await rt.deps.db.execute(sql`insert into events (occurred_at, action, domain_id, subject_id)
      values (now() + interval '6 months', 'view', ${DOMAIN_IDS.wiki}, ${item.id})`);
    expect(await partitionOf(item.id)).toEqual(['events_default']);
    await ensureEventPartitions(rt.deps.db, 7);
    await ensureEventPartitions(rt.deps.db, 7);
    const [part] = await partitionOf(item.id);
    expect(part).toMatch(/^events_\d{6}$/);
    const n = await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from events where subject_id = ${item.id}`);
    expect(n.rows[0].n).toBe(1);
  });
});

describe('the partition upkeep job', () => {
  it('makes a missing partition ahead when it starts', async () => {
    const ahead = (
      await rt.deps.db.execute<{ m: string }>(
        sql`select 'events_' || to_char((now() at time zone 'Asia/Shanghai') + interval '2 months', 'YYYYMM') as m`,
      )
    ).rows[0].m;
    const exists = async () => (await rt.deps.db.execute(sql`select 1 from pg_class where relname = ${ahead}`)).rows.length > 0;
    await rt.deps.db.execute(sql.raw(`drop table ${ahead}`));
    expect(await exists()).toBe(false);
    const stop = startEventPartitionJob(rt.deps);
    await vi.waitFor(async () => expect(await exists()).toBe(true));
    stop();
  });
});
