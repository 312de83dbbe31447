import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@contract/knowledge/knowledge';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { fileUploadImage } from '@contract/platform/files';
import { sql } from 'drizzle-orm';
import { readBlob } from '../../files/blob-reader';
import { blobStoreFor } from '../../files/blob-store-factory';
import { tokenFor } from '../../test/client';
import { GIF, JPEG, PNG_1PX, pad, uploadRequest, WEBP } from '../../test/files/images';
import { meteredUpload } from '../../test/files/metered-upload';
import { blobCount } from '../../test/files/stored-blobs';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

type Uploaded = { id: number; url: string; name: string; size: number; mime: string };

let rt: TestRuntime;
let token: string;
let dataDir: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-files-'));
  rt.deps.config.dataDir = dataDir;
  token = await tokenFor(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(parts: Parameters<typeof uploadRequest>[1], anonymous = false) {
  const res = await rt.app.fetch(uploadRequest(anonymous ? undefined : token, parts));
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: Uploaded } };
}
const fileRows = async () => (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0].n;

describe('file.uploadImage', () => {
  it('stores a PNG under a server key, records it and answers a signed URL', async () => {
    const r = await upload({ file: PNG_1PX, name: '架构图.png' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '架构图.png', size: PNG_1PX.length, mime: 'image/png' });
    expect(r.body.data.url).toMatch(new RegExp(`^/aikn-app/file/raw/${r.body.data.id}\\?s=\\d+&exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    const row = (
      await rt.deps.db.execute<{ storage_key: string; original_name: string; sha256: string; owner_id: number }>(
        sql`select storage_key, original_name, sha256, owner_id from files where id = ${r.body.data.id}`,
      )
    ).rows[0];
    expect(row.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row.sha256).toBe(crypto.createHash('sha256').update(PNG_1PX).digest('hex'));
    expect(await readBlob(blobStoreFor(rt.deps), row.storage_key)).toEqual(PNG_1PX);
  });

  it('takes the type from the bytes, not the name or the declared type', async () => {
    for (const [bytes, mime] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const r = await upload({ file: bytes, name: 'photo.png', type: 'text/html' });
      expect(r.status).toBe(200);
      expect(r.body.data.mime).toBe(mime);
    }
  });

  it('accepts an image larger than the 1 MB JSON limit', async () => {
    const r = await upload({ file: pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 3 * 1024 * 1024), name: 'big.png' });
    expect(r.status).toBe(200);
    expect(r.body.data.size).toBe(3 * 1024 * 1024);
  });

  it('keeps only a clean original name: no path parts, control or direction characters, 200 characters at most', async () => {
    const tricky = await upload({ file: PNG_1PX, name: '../../etc/\u202Egnp.exe\u200F' });
    expect(tricky.body.data.name).toBe('gnp.exe');
    // A raw control character breaks the part's header line: the streaming parser refuses the form and says what to do.
    const control = await upload({ file: PNG_1PX, name: 'gnp\u0007.png' });
    expect(control.status).toBe(400);
    expect(control.body.message).toContain('请重命名文件后重新上传');
    const windows = await upload({ file: PNG_1PX, name: 'C:\\Users\\me\\图.png' });
    expect(windows.body.data.name).toBe('图.png');
    const long = await upload({ file: PNG_1PX, name: `${'长'.repeat(300)}.png` });
    expect([...long.body.data.name]).toHaveLength(200);
    const dots = await upload({ file: GIF, name: '..' });
    expect(dots.body.data.name).toBe('图片.gif');
  });

  it('refuses other content behind an image name with 400 and stores nothing', async () => {
    const rows = await fileRows();
    const blobs = await blobCount(rt.deps);
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      pad('%PDF-1.7', 100),
      pad('RIFF', 64),
    ]) {
      const r = await upload({ file: bytes, name: 'evil.png' });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('仅支持 PNG、JPEG、GIF、WebP 图片');
    }
    expect(await fileRows()).toBe(rows);
    expect(await blobCount(rt.deps)).toBe(blobs);
  });

  it('refuses an empty file, a form without the file field, and a body that is not a form, with 400', async () => {
    const empty = await upload({ file: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('图片文件：文件为空');
    const missing = await upload({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('图片文件');
    const wrongField = await upload({ file: PNG_1PX, field: 'image' });
    expect(wrongField.status).toBe(400);
    const json = await rt.app.fetch(
      new Request('http://localhost/aikn-app/file/uploadImage', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(400);
  });

  it('refuses an image over 10 MB that still fits the request limit with 413', async () => {
    const rows = await fileRows();
    const r = await upload({ file: pad([0xff, 0xd8, 0xff], IMAGE_MAX_BYTES + 1) });
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('10 MB');
    expect(await fileRows()).toBe(rows);
  });

  it('refuses an over-size body with 413 before reading it through', async () => {
    const total = 50 * 1024 * 1024;
    const declared = meteredUpload(fileUploadImage.path, token, total, true);
    const r1 = await rt.app.fetch(declared.request);
    expect(r1.status).toBe(413);
    expect(((await r1.json()) as { message: string }).message).toContain('请求内容过大');
    expect(declared.meter.pulled).toBeLessThan(1024 * 1024);
    const chunked = meteredUpload(fileUploadImage.path, token, total, false);
    const r2 = await rt.app.fetch(chunked.request);
    expect(r2.status).toBe(413);
    expect(chunked.meter.pulled).toBeLessThan(IMAGE_MAX_BYTES + 1024 * 1024);
  });

  it('refuses an anonymous upload with 401 and code -1', async () => {
    const r = await upload({ file: PNG_1PX }, true);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
