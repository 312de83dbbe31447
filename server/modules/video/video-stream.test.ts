import { videoRemove, videoStreamUrl } from '@contract/video/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUrl } from '../../lib/signed-url';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { fetchPath, publishedVideo, seedVideo } from '../../test/video/upload';
import { streamPath } from './video-read.service';

let rt: TestRuntime;
let zhangsan: string;
let admin: string;
let mp4Id: number;
let webmId: number;
const mp4 = seedVideo('onboarding.mp4');

const urlOf = async (id: number) => {
  const r = await call<{ url: string; expiresInSeconds: number }>(rt, videoStreamUrl, {}, { token: zhangsan, params: { id } });
  expect(r.status).toBe(200);
  return r.body.data;
};
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

beforeAll(async () => {
  rt = await createTestRuntime();
  [zhangsan, admin] = await Promise.all([tokenFor(rt, 'zhangsan'), tokenFor(rt, 'admin')]);
  mp4Id = await publishedVideo(rt, { author: zhangsan, admin });
  webmId = await publishedVideo(rt, { author: zhangsan, admin }, { file: seedVideo('safety.webm'), name: 'safety.webm' });
});
afterAll(async () => {
  await rt.close();
});

describe('video stream with Range', () => {
  it('hands out a signed, short-lived URL without any session token in it', async () => {
    const { url, expiresInSeconds } = await urlOf(mp4Id);
    // It names the session (a number, checked again on every fetch), never its token.
    expect(url).toMatch(new RegExp(`^/aikn-app/video/stream/${mp4Id}\\?k=${mp4Id}&v=\\d+&s=\\d+&exp=\\d+&sig=[\\w-]+$`));
    expect(url).not.toContain(zhangsan);
    expect(expiresInSeconds).toBeGreaterThanOrEqual(600);
    expect(expiresInSeconds).toBeLessThanOrEqual(900);
  });

  it('answers the whole file with the right type and no compression', async () => {
    const res = await fetchPath(rt, (await urlOf(mp4Id)).url, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(mp4.length));
    expect(await bytesOf(res)).toEqual(mp4);
    const webm = await fetchPath(rt, (await urlOf(webmId)).url);
    expect(webm.headers.get('content-type')).toBe('video/webm');
  });

  it('answers the first, a middle and the last bytes with 206', async () => {
    const { url } = await urlOf(mp4Id);
    const size = mp4.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=5000-9999', 5000, 9999],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await fetchPath(rt, url, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(await bytesOf(res)).toEqual(mp4.subarray(start, end + 1));
    }
  });

  it('refuses a range past the end with 416 and tells the size', async () => {
    const { url } = await urlOf(mp4Id);
    const res = await fetchPath(rt, url, { range: `bytes=${mp4.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
    expect(((await res.json()) as { message: string }).message).toContain('超出文件大小');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetchPath(rt, (await urlOf(mp4Id)).url, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(mp4.length));
    expect((await bytesOf(res)).length).toBe(0);
  });
});

describe('video stream refusals', () => {
  it('refuses a tampered, foreign, expired or missing signature with 403', async () => {
    const { url } = await urlOf(mp4Id);
    const tampered = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const foreign = url.replace(`/stream/${mp4Id}?`, `/stream/${webmId}?`);
    const grant = new URL(url, 'http://x').searchParams;
    const expired = await signedUrl(
      rt.deps.db,
      streamPath(mp4Id),
      { sessionId: Number(grant.get('s')), itemId: mp4Id, version: Number(grant.get('v')) },
      -7200,
    );
    const later = url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
    for (const bad of [tampered, foreign, expired, later, streamPath(mp4Id)]) {
      const res = await fetchPath(rt, bad);
      expect(res.status, bad).toBe(403);
      expect(((await res.json()) as { message: string }).message).toContain('视频链接无效或已过期');
    }
  });

  it('never accepts the session token instead of a signature', async () => {
    const inHeader = await fetchPath(rt, streamPath(mp4Id), { authorization: `Bearer ${zhangsan}` });
    expect(inHeader.status).toBe(403);
    const inQuery = await fetchPath(rt, `${streamPath(mp4Id)}?token=${zhangsan}&access_token=${zhangsan}`);
    expect(inQuery.status).toBe(403);
  });

  it('stops serving a deleted video even with a valid URL', async () => {
    const id = await publishedVideo(rt, { author: zhangsan, admin });
    const { url } = await urlOf(id);
    expect((await call(rt, videoRemove, {}, { token: zhangsan, params: { id } })).status).toBe(200);
    expect((await fetchPath(rt, url)).status).toBe(404);
    expect((await call(rt, videoStreamUrl, {}, { token: zhangsan, params: { id } })).status).toBe(404);
  });

  it('refuses a malformed id with 404', async () => {
    expect((await fetchPath(rt, '/aikn-app/video/stream/abc?exp=1&sig=x')).status).toBe(404);
  });
});
