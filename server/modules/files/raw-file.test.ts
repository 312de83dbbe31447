import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { blobStoreFor } from '../../files/blob-store-factory';
import { fileRawPath, signedUrl } from '../../lib/signed-url';
import { tokenFor } from '../../test/client';
import { pad, uploadRequest } from '../../test/files/images';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

let rt: TestRuntime;
let dataDir: string;
/** A 1000-byte "PNG" whose byte i is i % 251, so any slice is recognisable. */
const BYTES = (() => {
  const b = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 1000);
  for (let i = 8; i < b.length; i++) b[i] = i % 251;
  return b;
})();
let file: { id: number; url: string };

beforeAll(async () => {
  rt = await createTestRuntime();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-raw-'));
  rt.deps.config.dataDir = dataDir;
  const res = await rt.app.fetch(uploadRequest(await tokenFor(rt, 'zhangsan'), { file: BYTES, name: '流程图 v2.png' }));
  file = ((await res.json()) as { data: { id: number; url: string } }).data;
});
afterAll(async () => {
  await rt.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  rt.app.fetch(new Request(`http://localhost${url}`, { headers }));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('GET /aikn-app/file/raw/:id', () => {
  it('serves the bytes with their type, inline name, no sniffing and a private cache until the URL expires', async () => {
    const res = await get(file.url);
    expect(res.status).toBe(200);
    expect(await bytesOf(res)).toEqual(BYTES);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="___ v2.png"; filename*=UTF-8''%E6%B5%81%E7%A8%8B%E5%9B%BE%20v2.png`,
    );
    const exp = Number(new URL(file.url, 'http://x').searchParams.get('exp'));
    const maxAge = Number(/private, max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Date.now() / 1000 + 1);
  });

  it('refuses an expired, tampered or missing signature with 403', async () => {
    const u = new URL(file.url, 'http://x');
    const expired = await signedUrl(rt.deps.db, fileRawPath(file.id), { sessionId: Number(u.searchParams.get('s')) }, -7200);
    const sig = u.searchParams.get('sig')!;
    const s = u.searchParams.get('s');
    const tampered = `${u.pathname}?s=${s}&exp=${u.searchParams.get('exp')}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const laterExp = `${u.pathname}?s=${s}&exp=${Number(u.searchParams.get('exp')) + 3600}&sig=${sig}`;
    for (const url of [expired, tampered, laterExp, u.pathname, `${u.pathname}?s=${s}&exp=abc&sig=${sig}`]) {
      const res = await get(url);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: number; success: boolean; message: string };
      expect(body).toMatchObject({ code: 403, success: false, message: '文件链接无效或已过期，请刷新页面' });
    }
  });

  it("refuses another file's signature with 403 and answers 404 for a signed id without a file", async () => {
    const u = new URL(file.url, 'http://x');
    const other = await get(`${fileRawPath(file.id + 1)}?${u.searchParams}`);
    expect(other.status).toBe(403);
    const missing = await get(
      await signedUrl(rt.deps.db, fileRawPath(file.id + 1000), { sessionId: Number(u.searchParams.get('s')) }),
    );
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('文件不存在或已删除');
    expect((await get('/aikn-app/file/raw/abc?exp=1&sig=x')).status).toBe(404);
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const res = await rt.app.fetch(uploadRequest(await tokenFor(rt, 'zhangsan'), { file: BYTES }));
    const gone = ((await res.json()) as { data: { id: number; url: string } }).data;
    const key = (await rt.deps.db.execute<{ k: string }>(sql`select storage_key as k from files where id = ${gone.id}`)).rows[0]
      .k;
    await blobStoreFor(rt.deps).delete(key);
    expect((await get(gone.url)).status).toBe(404);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await rt.app.fetch(new Request(`http://localhost${file.url}`, { method: 'HEAD' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
    expect(await res.text()).toBe('');
  });

  describe('Range', () => {
    it('answers the first bytes with 206', async () => {
      const res = await get(file.url, { range: 'bytes=0-99' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('bytes 0-99/1000');
      expect(res.headers.get('content-length')).toBe('100');
      expect(await bytesOf(res)).toEqual(BYTES.subarray(0, 100));
    });

    it('answers a middle slice', async () => {
      const res = await get(file.url, { range: 'bytes=500-749' });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('bytes 500-749/1000');
      expect(await bytesOf(res)).toEqual(BYTES.subarray(500, 750));
    });

    it('answers the last bytes, by suffix and by open end', async () => {
      const suffix = await get(file.url, { range: 'bytes=-10' });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');
      expect(await bytesOf(suffix)).toEqual(BYTES.subarray(990));
      const open = await get(file.url, { range: 'bytes=995-' });
      expect(await bytesOf(open)).toEqual(BYTES.subarray(995));
    });

    it('refuses a range past the end with 416 and the size', async () => {
      const res = await get(file.url, { range: 'bytes=1000-1100' });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
      expect(((await res.json()) as { code: number }).code).toBe(416);
    });

    it('sends the whole file for a malformed range', async () => {
      const res = await get(file.url, { range: 'bytes=oops' });
      expect(res.status).toBe(200);
      expect(await bytesOf(res)).toEqual(BYTES);
    });
  });
});
