import { type VideoDetail, videoDetail, videoProgress } from '@contract/video/video';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { userId } from '../../test/knowledge/factory';
import { publishedVideo } from '../../test/video/upload';
import { FIRST_REPORT_MAX_SECONDS, isAtEnd } from './video-progress.service';

type Saved = { position: number; watchedSeconds: number; completed: boolean };

let rt: TestRuntime;
let zhangsan: string;
let admin: string;
let zhangsanId: number;

const report = async (id: number, position: number, watched: number, token = zhangsan) => {
  const r = await call<Saved>(rt, videoProgress, { id, position, watched }, { token });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data;
};
/** Pretends the previous report of `id` came `seconds` ago. */
const lastReportAgo = (id: number, seconds: number) =>
  rt.deps.db.execute(sql`update video_progress set updated_at = now() - make_interval(secs => ${seconds})
    where user_id = ${zhangsanId} and knowledge_id = ${id}`);
const daily = async (id: number) =>
  (
    await rt.deps.db.execute<{ day: string; seconds: number }>(sql`
      select day::text as day, seconds from video_watch_daily where user_id = ${zhangsanId} and knowledge_id = ${id} order by day`)
  ).rows;

beforeAll(async () => {
  rt = await createTestRuntime();
  [zhangsan, admin] = await Promise.all([tokenFor(rt, 'zhangsan'), tokenFor(rt, 'admin')]);
  zhangsanId = await userId(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
});

describe('video progress', () => {
  it('saves the position and the detail resumes there, for that user only', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    expect(await report(id, 7.5, 5)).toEqual({ position: 7.5, watchedSeconds: 5, completed: false });
    const mine = await call<VideoDetail>(rt, videoDetail, {}, { token: zhangsan, params: { id } });
    expect(mine.body.data).toMatchObject({ position: 7.5, watchedSeconds: 5, completed: false });
    const others = await call<VideoDetail>(rt, videoDetail, {}, { token: admin, params: { id } });
    expect(others.body.data).toMatchObject({ position: 0, watchedSeconds: 0 });
  });

  it('caps each report’s watch time by the wall time since the previous report', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    // A first report may claim at most two report intervals.
    expect((await report(id, 3, 1000)).watchedSeconds).toBe(FIRST_REPORT_MAX_SECONDS);
    // Right away again: almost no time has passed, so almost nothing is added.
    expect((await report(id, 4, 10)).watchedSeconds).toBeLessThan(FIRST_REPORT_MAX_SECONDS + 1);
    await lastReportAgo(id, 12);
    const honest = await report(id, 14, 10);
    expect(honest.watchedSeconds).toBeCloseTo(FIRST_REPORT_MAX_SECONDS + 10, 0);
    await lastReportAgo(id, 8);
    const inflated = await report(id, 15, 600);
    expect(inflated.watchedSeconds - honest.watchedSeconds).toBeGreaterThan(7.5);
    expect(inflated.watchedSeconds - honest.watchedSeconds).toBeLessThan(9);
  });

  it('adds watch time to the day it was watched', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    await report(id, 5, 5);
    // Move that report to yesterday: today's watching starts a new day row.
    await rt.deps.db.execute(
      sql`update video_watch_daily set day = day - 1 where user_id = ${zhangsanId} and knowledge_id = ${id}`,
    );
    await lastReportAgo(id, 30);
    await report(id, 15, 10);
    await lastReportAgo(id, 30);
    await report(id, 20, 4);
    const rows = await daily(id);
    expect(rows.map((r) => r.seconds)).toEqual([5, 14]);
    const today = (await rt.deps.db.execute<{ d: string }>(sql`select (now() at time zone 'Asia/Shanghai')::date::text as d`))
      .rows[0].d;
    expect(rows[1].day).toBe(today);
    const total = await call<VideoDetail>(rt, videoDetail, {}, { token: zhangsan, params: { id } });
    expect(total.body.data.watchedSeconds).toBe(19);
  });

  it('keeps the position within the video and remembers that it was watched to the end', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    expect(await report(id, 500, 0)).toMatchObject({ position: 20, completed: true });
    expect(await report(id, 2, 0)).toMatchObject({ position: 2, completed: true });
  });

  it('refuses a video the caller may not see and a caller without the permission', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    await rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${id}`);
    const hidden = await call(rt, videoProgress, { id, position: 1, watched: 1 }, { token: zhangsan });
    expect(hidden.status).toBe(404);
    const lisi = await tokenFor(rt, 'lisi');
    expect((await call(rt, videoProgress, { id, position: 1, watched: 1 }, { token: lisi })).status).toBe(403);
    const bad = await call(rt, videoProgress, { id, position: -1, watched: 1 }, { token: zhangsan });
    expect(bad.status).toBe(400);
  });
});

describe('end of a video', () => {
  it('counts the last 5 % (1–5 s) as the end', () => {
    expect(isAtEnd(19, 20)).toBe(true);
    expect(isAtEnd(18.5, 20)).toBe(false);
    expect(isAtEnd(596, 600)).toBe(true);
    expect(isAtEnd(590, 600)).toBe(false);
    expect(isAtEnd(100, null)).toBe(false);
  });
});
