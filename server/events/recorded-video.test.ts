import { DOMAIN_IDS } from '@contract/platform/domains';
import { videoProgress } from '@contract/video/video';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { eventMark, eventsSince, postForm, rollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { userId } from '../test/knowledge/factory';
import { publishedVideo, seedVideo } from '../test/video/upload';

const VIDEO = DOMAIN_IDS.video;
const IP = '203.0.113.61';
let rt: TestRuntime;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['admin', 'zhangsan', 'wangwu']) {
    tokens[u] = await tokenFor(rt, u);
    ids[u] = await userId(rt, u);
  }
});
afterAll(() => rt.close());

const report = (who: string, id: number, position: number, watched: number) =>
  call(rt, videoProgress, { id, position, watched }, { token: tokens[who], address: IP });
/** Pretends zhangsan's previous report of `id` came `seconds` ago. */
const lastReportAgo = (id: number, seconds: number) =>
  rt.deps.db.execute(sql`update video_progress set updated_at = now() - make_interval(secs => ${seconds})
    where user_id = ${ids.zhangsan} and knowledge_id = ${id}`);
const rollup = async (id: number) => {
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
  const r = await rt.deps.db.execute<{ by_user: string; by_subject: string }>(sql`
    select (select count || '/' || amount from event_daily where day = ${today} and user_id = ${ids.zhangsan}
        and domain_id = ${VIDEO} and action = 'watch') as by_user,
      (select sum(count) || '/' || sum(amount) from subject_daily where day = ${today} and domain_id = ${VIDEO}
        and subject_id = ${id} and action = 'watch') as by_subject`);
  return r.rows[0];
};

describe('video events', () => {
  it('records an accepted upload with its new draft, and none for a refused one', async () => {
    const video = (name: string, bytes: Uint8Array) => {
      const f = new FormData();
      f.append('file', new File([new Uint8Array(bytes)], name));
      for (const [k, v] of Object.entries({ title: '安全培训', duration: '20', width: '480', height: '270' })) f.append(k, v);
      return f;
    };
    const mark = await eventMark(rt);
    expect((await postForm(rt, '/aikn-app/video/upload', tokens.admin, video('空.mp4', new Uint8Array()), IP)).status).toBe(400);
    const up = await postForm(
      rt,
      '/aikn-app/video/upload',
      tokens.admin,
      video('onboarding.mp4', seedVideo('onboarding.mp4')),
      IP,
    );
    expect(up.status).toBe(200);
    const id = up.body.data.id;
    const [row] = (await rt.deps.db.execute<{ file_id: number }>(sql`select file_id from video_files where knowledge_id = ${id}`))
      .rows;
    const about = { user_id: ids.admin, domain_id: VIDEO, subject_id: id, ip: IP };
    expect(await eventsSince(rt, mark)).toEqual([
      { action: 'create', ...about, object_id: null, detail: null },
      { action: 'upload', ...about, object_id: row.file_id, detail: { version: 1, kind: 'mp4' } },
    ]);
    expect(await rollupMismatches(rt, [ids.admin])).toEqual([]);
  });

  it('records one watch per viewer, video and day and adds every report’s seconds to the rollups', async () => {
    const id = await publishedVideo(rt, { author: tokens.admin, admin: tokens.admin });
    const mark = await eventMark(rt);
    expect((await report('zhangsan', id, 5, 5)).status).toBe(200);
    await lastReportAgo(id, 30);
    expect((await report('zhangsan', id, 15, 10)).status).toBe(200);
    // A report that adds no watch time (paused, or sent twice) adds nothing.
    await lastReportAgo(id, 30);
    expect((await report('zhangsan', id, 15, 0)).status).toBe(200);
    // Out of sight, refused: no event, no seconds.
    expect((await report('zhangsan', 999_999, 1, 5)).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([
      { action: 'watch', user_id: ids.zhangsan, domain_id: VIDEO, subject_id: id, object_id: null, ip: IP, detail: null },
    ]);
    expect(await rollup(id)).toEqual({ by_user: '1/15', by_subject: '1/15' });
    expect(await rollupMismatches(rt, [ids.zhangsan])).toEqual([]);
  });
});
