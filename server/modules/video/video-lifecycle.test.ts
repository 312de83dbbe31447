import { approvalDecide } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import {
  type VideoDetail,
  type VideoListItem,
  videoDetail,
  videoHome,
  videoList,
  videoRemove,
  videoRollback,
  videoSave,
  videoStreamUrl,
  videoSubmit,
  videoVersions,
  videoWithdraw,
} from '@contract/video/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { labelId } from '../../test/knowledge/factory';
import { publishedVideo, seedVideo, uploadVideoAs } from '../../test/video/upload';

let rt: TestRuntime;
let zhangsan: string;
let admin: string;
let lisi: string;

type Page = { total: number; list: VideoListItem[] };

beforeAll(async () => {
  rt = await createTestRuntime();
  [zhangsan, admin, lisi] = await Promise.all(['zhangsan', 'admin', 'lisi'].map((u) => tokenFor(rt, u)));
});
afterAll(async () => {
  await rt.close();
});

const detail = (id: number, token: string, version?: number) =>
  call<VideoDetail>(rt, videoDetail, version ? { version } : {}, { token, params: { id } });

describe('video lifecycle through the shared engine', () => {
  it('uploads, saves, submits, publishes, versions and removes a video', async () => {
    const up = await uploadVideoAs(rt, zhangsan, {
      file: seedVideo('safety.webm'),
      name: 'safety.webm',
      poster: { bytes: seedVideo('onboarding.jpg'), name: 'p.jpg' },
      fields: { title: '安全培训', duration: '20' },
    });
    const id = up.body.data.id;
    // Authors and admins read a draft; no list shows it before it is published.
    expect((await detail(id, admin)).status).toBe(200);
    const pending = await call<Page>(rt, videoList, { keyword: '安全培训' }, { token: admin });
    expect(pending.body.data.total).toBe(0);

    const coverFileId = (await detail(id, zhangsan)).body.data.coverFileId;
    expect(coverFileId).not.toBeNull();
    const saved = await call(rt, videoSave, { id, baseVersion: 1, title: '安全生产培训', coverFileId }, { token: zhangsan });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await call(rt, videoSubmit, {}, { token: zhangsan, params: { id } })).body.data).toMatchObject({ status: 'pending' });
    expect((await call(rt, approvalDecide, { id, approve: true }, { token: admin })).status).toBe(200);

    const list = await call<Page>(rt, videoList, { keyword: '安全生产' }, { token: admin });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ id, title: '安全生产培训', durationSeconds: 20, domainId: DOMAIN_IDS.video });
    expect(list.body.data.list[0].coverUrl).toMatch(/^\/aikn-app\/file\/raw\//);

    // Editing the information of a published video starts version 2, which keeps the file.
    const v2 = await call<{ version: number }>(
      rt,
      videoSave,
      { id, baseVersion: 1, title: '安全培训（修订）', coverFileId },
      {
        token: zhangsan,
      },
    );
    expect(v2.body.data.version).toBe(2);
    expect((await detail(id, zhangsan, 2)).body.data).toMatchObject({ title: '安全培训（修订）', kind: 'webm' });
    expect((await detail(id, admin)).body.data.title).toBe('安全生产培训');
    expect((await call(rt, videoSubmit, {}, { token: zhangsan, params: { id } })).status).toBe(200);
    expect((await call(rt, videoWithdraw, {}, { token: zhangsan, params: { id } })).body.data).toMatchObject({
      status: 'draft',
    });
    const versions = await call<{ version: number }[]>(rt, videoVersions, {}, { token: zhangsan, params: { id } });
    expect(versions.body.data.map((v) => v.version).sort()).toEqual([1, 2]);

    expect((await call(rt, videoRemove, {}, { token: admin, params: { id } })).status).toBe(200);
    expect((await detail(id, zhangsan)).status).toBe(404);
  });

  it('rolls back to an earlier version, keeping the video file', async () => {
    const id = await publishedVideo(rt, { author: admin, admin }, { fields: { title: '原标题' } });
    await call(rt, videoSave, { id, baseVersion: 1, title: '新标题' }, { token: admin });
    await call(rt, videoSubmit, {}, { token: admin, params: { id } });
    await call(rt, approvalDecide, { id, approve: true }, { token: admin });
    const back = await call<{ version: number; status: string }>(rt, videoRollback, { id, version: 1 }, { token: admin });
    expect(back.body.data).toMatchObject({ version: 3, status: 'published' });
    expect((await detail(id, zhangsan)).body.data).toMatchObject({
      title: '原标题',
      version: 3,
      kind: 'mp4',
      durationSeconds: 20,
    });
  });

  it('counts a view once per user and day', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    await detail(id, zhangsan);
    await detail(id, zhangsan);
    const seen = await detail(id, admin);
    expect(seen.body.data.views).toBe(2);
  });

  it('lists videos on the home page by label, newest and hot', async () => {
    const label = await labelId(rt, '安全生产');
    const id = await publishedVideo(
      rt,
      { author: admin, admin },
      { fields: { title: '消防演练', labelIds: `${label}`, duration: '20' } },
    );
    await detail(id, zhangsan);
    const home = await call<{
      labelGroups: { name: string; labels: { id: number; count: number }[] }[];
      newest: VideoListItem[];
      hot: VideoListItem[];
      total: number;
    }>(rt, videoHome, {}, { token: zhangsan });
    expect(home.status).toBe(200);
    expect(home.body.data.newest[0]).toMatchObject({ id, title: '消防演练', durationSeconds: 20 });
    expect(home.body.data.hot.map((v) => v.id)).toContain(id);
    const counted = home.body.data.labelGroups.flatMap((g) => g.labels).find((l) => l.id === label);
    expect(counted?.count).toBe(1);
    const byLabel = await call<Page>(rt, videoList, { labelIds: [label], sort: 'hot' }, { token: zhangsan });
    expect(byLabel.body.data.list.map((v) => v.id)).toEqual([id]);
  });
});

describe('video permissions', () => {
  it('refuses every video call to a user without ROLE_VIDEO_DISPLAY_WEB', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    expect((await call(rt, videoList, {}, { token: lisi })).status).toBe(403);
    expect((await call(rt, videoHome, {}, { token: lisi })).status).toBe(403);
    expect((await detail(id, lisi)).status).toBe(403);
    expect((await call(rt, videoStreamUrl, {}, { token: lisi, params: { id } })).status).toBe(403);
  });

  it('answers 404 for a video the caller may not see', async () => {
    const draft = await uploadVideoAs(rt, admin, { file: seedVideo('onboarding.mp4'), name: 'a.mp4' });
    const id = draft.body.data.id;
    expect((await detail(id, zhangsan)).status).toBe(404);
    expect((await call(rt, videoStreamUrl, {}, { token: zhangsan, params: { id } })).status).toBe(404);
    expect((await call(rt, videoSave, { id, baseVersion: 1, title: 'x' }, { token: zhangsan })).status).toBe(404);
    // The same id in another domain's detail is not found either.
    expect((await detail(999_999, zhangsan)).status).toBe(404);
  });

  it('lets only the author or an admin edit', async () => {
    const id = await publishedVideo(rt, { author: admin, admin });
    const r = await call(rt, videoSave, { id, baseVersion: 1, title: '别人改' }, { token: zhangsan });
    expect(r.status).toBe(403);
  });
});
