import fs from 'node:fs';
import path from 'node:path';
import { type VideoDetail, type VideoListItem, videoDetail, videoList, videoStreamUrl } from '@contract/video/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { DEMO_VIDEOS } from './catalogue';
import { seedDemoVideos } from './seed-videos';

let rt: TestRuntime;
let zhangsan: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  zhangsan = await tokenFor(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
});

describe('demo videos', () => {
  it('keeps small real clips with their posters in the repository', () => {
    for (const v of DEMO_VIDEOS) {
      const clip = fs.statSync(path.join(import.meta.dirname, 'files', `${v.file}.${v.kind}`));
      expect(clip.size).toBeLessThan(300 * 1024);
      expect(fs.existsSync(path.join(import.meta.dirname, 'files', `${v.file}.jpg`))).toBe(true);
    }
    expect(new Set(DEMO_VIDEOS.map((v) => v.kind))).toEqual(new Set(['mp4', 'webm']));
  });

  it('publishes every clip through the engine, once', async () => {
    expect(await seedDemoVideos(rt.deps)).toBe(DEMO_VIDEOS.length);
    expect(await seedDemoVideos(rt.deps)).toBe(0);
    const page = await call<{ total: number; list: VideoListItem[] }>(rt, videoList, { size: 20 }, { token: zhangsan });
    expect(page.body.data.total).toBe(DEMO_VIDEOS.length);
    expect(page.body.data.list[0].title).toBe('年度工作回顾');
    for (const v of page.body.data.list) {
      expect(v).toMatchObject({ status: 'published', durationSeconds: 20 });
      expect(v.coverUrl).not.toBeNull();
      expect(v.labels.length).toBeGreaterThan(0);
    }
  });

  it('serves the seeded files with their video type and resumes zhangsan where he left off', async () => {
    const page = await call<{ list: VideoListItem[] }>(rt, videoList, { keyword: '安全生产月度培训' }, { token: zhangsan });
    const id = page.body.data.list[0].id;
    const url = await call<{ url: string }>(rt, videoStreamUrl, {}, { token: zhangsan, params: { id } });
    const res = await rt.app.fetch(new Request(`http://localhost${url.body.data.url}`, { headers: { range: 'bytes=0-3' } }));
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const onboarding = await call<{ list: VideoListItem[] }>(rt, videoList, { keyword: '新员工入职指南' }, { token: zhangsan });
    const d = await call<VideoDetail>(rt, videoDetail, {}, { token: zhangsan, params: { id: onboarding.body.data.list[0].id } });
    expect(d.body.data).toMatchObject({ position: 8, watchedSeconds: 8, completed: false, mimeType: 'video/mp4' });
  });
});
