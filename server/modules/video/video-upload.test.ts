import { DOMAIN_IDS } from '@contract/platform/domains';
import { type VideoDetail, videoDetail } from '@contract/video/video';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../../files/media/media-probe';
import { call, tokenFor } from '../../test/client';
import { blobCount } from '../../test/files/stored-blobs';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { labelId } from '../../test/knowledge/factory';
import { fetchPath, seedVideo, uploadVideoAs } from '../../test/video/upload';

let rt: TestRuntime;
let zhangsan: string;
const hasFfmpeg = await ffmpegAvailable();

const counts = async () =>
  (
    await rt.deps.db.execute<{ files: number; videos: number; items: number }>(sql`
      select (select count(*)::int from files) as files, (select count(*)::int from video_files) as videos,
             (select count(*)::int from knowledge where domain_id = ${DOMAIN_IDS.video}) as items`)
  ).rows[0];
/** Runs a refused upload and checks that it left no row and no bytes behind. */
async function refusedWithoutTrace(upload: () => Promise<{ status: number; body: { message: string } }>) {
  const before = await counts();
  const blobs = await blobCount(rt.deps);
  const r = await upload();
  expect(await counts()).toEqual(before);
  expect(await blobCount(rt.deps)).toBe(blobs);
  return r;
}

beforeAll(async () => {
  rt = await createTestRuntime();
  zhangsan = await tokenFor(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
});

async function detailOf(id: number): Promise<VideoDetail> {
  const r = await call<VideoDetail>(rt, videoDetail, {}, { token: zhangsan, params: { id } });
  expect(r.status).toBe(200);
  return r.body.data;
}

describe('video upload', () => {
  it('stores an MP4 with the browser’s poster, duration and size as a draft', async () => {
    const label = await labelId(rt, '培训资料');
    const r = await uploadVideoAs(rt, zhangsan, {
      file: seedVideo('onboarding.mp4'),
      name: '入职.mp4',
      poster: { bytes: seedVideo('onboarding.jpg'), name: 'frame.jpg' },
      fields: {
        title: '新员工入职',
        summary: '入职第一天',
        duration: '20.02',
        width: '480',
        height: '270',
        labelIds: `${label}`,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ version: 1, status: 'draft', kind: 'mp4' });
    const d = await detailOf(r.body.data.id);
    expect(d).toMatchObject({
      title: '新员工入职',
      summary: '入职第一天',
      kind: 'mp4',
      fileName: '入职.mp4',
      mimeType: 'video/mp4',
      size: seedVideo('onboarding.mp4').length,
      width: 480,
      height: 270,
      position: 0,
      completed: false,
    });
    expect(d.durationSeconds).toBeCloseTo(20.02, 2);
    expect(d.labels.map((l) => l.name)).toEqual(['培训资料']);
    expect(d.posterUrl).toMatch(/^\/aikn-app\/file\/raw\/\d+\?k=\d+&v=\d+&s=\d+&exp=\d+&sig=/);
    const poster = await fetchPath(rt, d.posterUrl!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores a WebM and names the file when its name holds nothing usable', async () => {
    const r = await uploadVideoAs(rt, zhangsan, { file: seedVideo('safety.webm'), name: '..', fields: { title: '安全/培训' } });
    expect(r.status).toBe(200);
    expect(r.body.data.kind).toBe('webm');
    const d = await detailOf(r.body.data.id);
    expect(d).toMatchObject({ fileName: '安全_培训.webm', mimeType: 'video/webm' });
  });

  it.runIf(hasFfmpeg)('fills duration, size and poster with ffmpeg when the browser sent none', async () => {
    const r = await uploadVideoAs(rt, zhangsan, { file: seedVideo('safety.webm'), name: 'safety.webm' });
    expect(r.status).toBe(200);
    const d = await detailOf(r.body.data.id);
    expect(d.durationSeconds).toBeCloseTo(20, 0);
    expect(d).toMatchObject({ width: 480, height: 270 });
    const poster = await fetchPath(rt, d.posterUrl!);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('video upload: refusals leave nothing', () => {
  it('refuses non-video content behind a .webm name', async () => {
    const r = await refusedWithoutTrace(() =>
      uploadVideoAs(rt, zhangsan, { file: new TextEncoder().encode('这不是视频'.repeat(50)), name: '培训.webm' }),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('仅支持 MP4 和 WebM');
  });

  it('refuses an MP4 behind a .webm name', async () => {
    const r = await refusedWithoutTrace(() => uploadVideoAs(rt, zhangsan, { file: seedVideo('onboarding.mp4'), name: 'a.webm' }));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('文件内容与扩展名不符');
  });

  it('refuses an empty file', async () => {
    const r = await refusedWithoutTrace(() => uploadVideoAs(rt, zhangsan, { file: new Uint8Array(), name: '空.mp4' }));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('文件为空');
  });

  it('refuses a poster that is not an image, and an upload without a title', async () => {
    const bad = await refusedWithoutTrace(() =>
      uploadVideoAs(rt, zhangsan, {
        file: seedVideo('onboarding.mp4'),
        name: 'a.mp4',
        poster: { bytes: new TextEncoder().encode('<svg/>'), name: 'p.png' },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('封面');
    const untitled = await refusedWithoutTrace(() =>
      uploadVideoAs(rt, zhangsan, { file: seedVideo('onboarding.mp4'), name: 'a.mp4', fields: { title: ' ' } }),
    );
    expect(untitled.status).toBe(400);
    expect(untitled.body.message).toContain('请填写视频标题');
  });

  it('refuses an unknown label after storing, and removes what it stored', async () => {
    const r = await refusedWithoutTrace(() =>
      uploadVideoAs(rt, zhangsan, {
        file: seedVideo('onboarding.mp4'),
        name: 'a.mp4',
        poster: { bytes: seedVideo('onboarding.jpg'), name: 'p.jpg' },
        fields: { labelIds: '999999' },
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('标签');
  });

  it('refuses an over-size video by its real size, and an over-size body before reading it', async () => {
    const saved = rt.deps.config.uploadMaxBytes;
    rt.deps.config.uploadMaxBytes = 1024 * 1024;
    try {
      const head = seedVideo('onboarding.mp4').subarray(0, 4096);
      const justOver = new Uint8Array(1024 * 1024 + 1);
      justOver.set(head);
      const r = await refusedWithoutTrace(() => uploadVideoAs(rt, zhangsan, { file: justOver, name: 'a.mp4' }));
      expect(r.status).toBe(413);
      expect(r.body.message).toBe('视频过大，单个文件不能超过 1 MB');

      const pulled = { bytes: 0 };
      const chunk = new Uint8Array(64 * 1024);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled.bytes >= 40 * 1024 * 1024) return controller.close();
          pulled.bytes += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const declared = await rt.app.fetch(
        new Request('http://localhost/aikn-app/video/upload', {
          method: 'POST',
          body,
          headers: {
            authorization: `Bearer ${zhangsan}`,
            'content-type': 'multipart/form-data; boundary=----aikn',
            'content-length': String(40 * 1024 * 1024),
          },
          duplex: 'half',
        } as RequestInit),
      );
      expect(declared.status).toBe(413);
      expect(pulled.bytes).toBeLessThan(512 * 1024);
    } finally {
      rt.deps.config.uploadMaxBytes = saved;
    }
  });

  it('refuses a caller without the video permission and an anonymous one', async () => {
    const lisi = await tokenFor(rt, 'lisi');
    const r = await refusedWithoutTrace(() => uploadVideoAs(rt, lisi, { file: seedVideo('onboarding.mp4'), name: 'a.mp4' }));
    expect(r.status).toBe(403);
    const anon = await uploadVideoAs(rt, undefined, { file: seedVideo('onboarding.mp4'), name: 'a.mp4' });
    expect(anon.status).toBe(401);
  });
});
