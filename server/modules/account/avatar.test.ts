import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { personalData } from '@contract/account/account';
import { AVATAR_MAX_BYTES, accountAvatarRemove } from '@contract/account/account-settings';
import type { UserView } from '@contract/auth/users';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { encodePng } from '../../lib/raster/png';
import { call, connectionFrom, freshAddress } from '../../test/client';
import { GIF, pad } from '../../test/files/images';
import { storedBlobs } from '../../test/files/stored-blobs';
import { setupRuntime } from '../../test/setup-runtime';

type Answer = { code: number; message: string; data: { avatarUrl: string } };

const t = setupRuntime('zhangsan', 'lisi');
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-avatar-'));
  t.rt.deps.config.dataDir = dataDir;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A real picture: a colour gradient, so the drawn avatar has something to scale. */
const picture = (width: number, height: number) =>
  Buffer.from(
    encodePng(
      width,
      height,
      new Uint8Array(width * height * 3).map((_, i) => (i * 13) % 251),
    ),
  );

async function upload(token: string | undefined, file: Buffer, name = 'me.png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file)], name, { type: 'image/png' }));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const req = new Request('http://localhost/aikn-app/account/avatar', { method: 'POST', body: form, headers });
  const res = await t.rt.app.fetch(req, connectionFrom(freshAddress()));
  return { status: res.status, body: (await res.json()) as Answer };
}
const fetchAvatar = (url: string, headers: Record<string, string> = {}) =>
  t.rt.app.fetch(new Request(`http://localhost${url}`, { headers }), connectionFrom(freshAddress()));
const me = async (token: string) => (await call<UserView>(t.rt, personalData, {}, { token })).body.data;
const storedKeys = async () => (await storedBlobs(t.rt.deps)).keys;

afterEach(async () => {
  for (const token of [t.zhangsan, t.lisi]) await call(t.rt, accountAvatarRemove, {}, { token });
});

describe('account.avatarUpload', () => {
  it('keeps the picture, shows it on the profile and serves it, with its type from its bytes, cacheable for good', async () => {
    const file = picture(256, 256);
    const r = await upload(t.zhangsan, file, 'me.jpg');
    expect(r.status).toBe(200);
    const url = r.body.data.avatarUrl;
    expect(url).toMatch(/^\/aikn-app\/account\/avatar\/\d+\/[0-9a-f]{64}$/);
    expect((await me(t.zhangsan)).avatarUrl).toBe(url);
    expect(await storedKeys()).toHaveLength(1);

    const res = await fetchAvatar(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${url.split('/').pop()}"`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(file);

    const again = await fetchAvatar(url, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('replaces the old avatar: its address stops answering and its bytes are removed', async () => {
    const first = (await upload(t.zhangsan, picture(64, 64))).body.data.avatarUrl;
    const second = (await upload(t.zhangsan, picture(80, 120))).body.data.avatarUrl;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).status).toBe(404);
    expect((await fetchAvatar(second)).status).toBe(200);
    expect(await storedKeys()).toHaveLength(1);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, whatever its name', async () => {
    for (const file of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), Buffer.from('hello'), GIF]) {
      const r = await upload(t.zhangsan, file, 'me.png');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('头像：仅支持 PNG、JPEG、WebP 图片');
    }
    const empty = await upload(t.zhangsan, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(await storedKeys()).toHaveLength(0);
    expect((await me(t.zhangsan)).avatarUrl).toBeNull();
  });

  it('refuses an upload over the limit with 413 while it streams, keeping nothing', async () => {
    const r = await upload(t.zhangsan, pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], AVATAR_MAX_BYTES + 1));
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/请求内容过大|头像：图片不能超过 1 MB/);
    const declared = await upload(
      t.zhangsan,
      pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], AVATAR_MAX_BYTES + 100 * 1024),
    );
    expect(declared.status).toBe(413);
    expect(await storedKeys()).toHaveLength(0);
  });

  it('refuses a picture declaring absurd dimensions, and one whose size cannot be read', async () => {
    const bomb = picture(2, 2);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const r = await upload(t.zhangsan, bomb);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('头像：图片尺寸过大，长和宽都不能超过 1024 像素');
    expect((await upload(t.zhangsan, picture(1025, 8))).status).toBe(400);

    const zero = picture(2, 2);
    zero.writeUInt32BE(0, 16);
    const z = await upload(t.zhangsan, zero);
    expect(z.status).toBe(400);
    expect(z.body.message).toBe('头像：图片已损坏，无法读取尺寸');
    // A JPEG signature without any frame header: no size to read.
    const j = await upload(t.zhangsan, pad([0xff, 0xd8, 0xff, 0xe0], 64));
    expect(j.status).toBe(400);
    expect(await storedKeys()).toHaveLength(0);
  });

  it('changes only the caller: another user cannot be given an avatar, nor his picture be reached by a guess', async () => {
    const mine = (await upload(t.lisi, picture(40, 40))).body.data.avatarUrl;
    expect((await me(t.zhangsan)).avatarUrl).toBeNull();
    const zhangsan = (await me(t.zhangsan)).id;
    const hash = mine.split('/').pop();
    expect((await fetchAvatar(`/aikn-app/account/avatar/${zhangsan}/${hash}`)).status).toBe(404);
    for (const bad of ['abc', `${hash}x`, '../../etc/passwd']) {
      expect((await fetchAvatar(`/aikn-app/account/avatar/${zhangsan}/${bad}`)).status).toBe(404);
    }
    // A disabled account's picture is no longer served.
    await t.rt.deps.db.execute(sql`update users set disabled = true where username = 'lisi'`);
    try {
      expect((await fetchAvatar(mine)).status).toBe(404);
    } finally {
      await t.rt.deps.db.execute(sql`update users set disabled = false where username = 'lisi'`);
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await upload(undefined, picture(8, 8));
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    expect((await call(t.rt, accountAvatarRemove, {})).status).toBe(401);
  });
});

describe('account.avatarRemove', () => {
  it('clears the avatar, its address and its bytes; removing again is harmless', async () => {
    const url = (await upload(t.zhangsan, picture(32, 32))).body.data.avatarUrl;
    const r = await call(t.rt, accountAvatarRemove, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ avatarUrl: null });
    expect((await me(t.zhangsan)).avatarUrl).toBeNull();
    expect((await fetchAvatar(url)).status).toBe(404);
    expect(await storedKeys()).toHaveLength(0);
    expect((await call(t.rt, accountAvatarRemove, {}, { token: t.zhangsan })).status).toBe(200);
  });
});
