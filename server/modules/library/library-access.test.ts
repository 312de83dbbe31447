import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { approvalDecide } from '@contract/approval/approval';
import { libraryDetail, libraryFileUrl, libraryList } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerOf } from '../../access/reader';
import { users } from '../../db/schema/index';
import { loadSession } from '../../http/session';
import { saveDraft } from '../../knowledge/save';
import { submitForApproval } from '../../knowledge/submit';
import { call, tokenFor } from '../../test/client';
import { pdfFixture } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
let published: number;
let draft: number;
const PDF = pdfFixture(['Published manual']);

async function fetchUrl(url: string, range?: string) {
  return rt.app.fetch(new Request(`http://localhost${url}`, { headers: range ? { range } : {} }));
}

beforeAll(async () => {
  rt = await createTestRuntime();
  rt.deps.config.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-library-access-'));
  lisi = await tokenFor(rt, 'lisi');
  const a = await uploadDoc(rt, lisi, PDF, '发布手册.pdf');
  published = a.body.data.id;
  const reader = readerOf((await loadSession(rt.deps.db, lisi))!);
  // The required 密级 field is not part of the upload form; fill it as the editor would.
  const [secrecy] = (
    await rt.deps.db.execute<{ id: number }>(
      sql`select id from fields where domain_id = ${DOMAIN_IDS.library} and code = 'secrecy'`,
    )
  ).rows;
  await saveDraft(rt.deps.db, reader, 2, {
    id: published,
    baseVersion: 1,
    title: '发布手册',
    content: '',
    summary: '',
    labelIds: [],
    groupId: null,
    fields: [{ fieldId: secrecy!.id, value: '公开' }],
    visibility: { scope: 'all', groupIds: [], userIds: [] },
    coverFileId: null,
  });
  await submitForApproval(rt.deps.db, reader, 2, published);
  const d = await call(rt, approvalDecide, { id: published, approve: true }, { token: await tokenFor(rt, 'admin') });
  expect(d.status).toBe(200);
  draft = (await uploadDoc(rt, lisi, new TextEncoder().encode('草稿内容'), '草稿.txt')).body.data.id;
});
afterAll(async () => {
  await rt.close();
});

describe('document download permission', () => {
  // wangwu (a visitor) lacks the download permission: the original is refused to him (server/security/files-previews.test.ts).
  it.each(['lisi', 'zhangsan'])('gives %s a signed URL that serves the published file with Range', async (who) => {
    const r = await call<{ url: string; fileName: string }>(
      rt,
      libraryFileUrl,
      {},
      {
        token: await tokenFor(rt, who),
        params: { id: published },
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.fileName).toBe('发布手册.pdf');
    const whole = await fetchUrl(r.body.data.url);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(PDF);
    expect(whole.headers.get('content-disposition')).toContain(encodeURIComponent('发布手册.pdf'));
    const part = await fetchUrl(r.body.data.url, 'bytes=0-4');
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF-');
  });

  it('refuses a user without the document permission with 403', async () => {
    const [role] = (
      await rt.deps.db.execute<{ id: number }>(
        sql`insert into roles (name, permissions) values ('仅百科', '{ROLE_WIKI_DISPLAY_WEB}') returning id`,
      )
    ).rows;
    const [wangwu] = await rt.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'wangwu'));
    await rt.deps.db.execute(sql`update user_roles set role_id = ${role!.id} where user_id = ${wangwu!.id}`);
    try {
      const token = await tokenFor(rt, 'wangwu');
      const r = await call(rt, libraryFileUrl, {}, { token, params: { id: published } });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('没有「文档库」权限');
      expect((await call(rt, libraryDetail, {}, { token, params: { id: published } })).status).toBe(403);
    } finally {
      const [visitor] = (await rt.deps.db.execute<{ id: number }>(sql`select id from roles where name = '访客'`)).rows;
      await rt.deps.db.execute(sql`update user_roles set role_id = ${visitor!.id} where user_id = ${wangwu!.id}`);
    }
  });

  it("answers 404 for another user's unpublished draft, as for a missing id", async () => {
    const token = await tokenFor(rt, 'zhangsan');
    const r = await call(rt, libraryFileUrl, {}, { token, params: { id: draft } });
    expect(r.status).toBe(404);
    expect((await call(rt, libraryFileUrl, {}, { token, params: { id: 999999 } })).body.message).toBe(r.body.message);
    expect((await call(rt, libraryFileUrl, {}, { token: lisi, params: { id: draft } })).status).toBe(200);
  });

  it('refuses a tampered signed URL', async () => {
    const r = await call<{ url: string }>(rt, libraryFileUrl, {}, { token: lisi, params: { id: published } });
    // Flips the signature's first character (never to itself, which would leave the URL intact).
    const res = await fetchUrl(r.body.data.url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`));
    expect(res.status).toBe(403);
  });
});

describe('document list', () => {
  it('lists published documents to readers and not the wiki', async () => {
    const r = await call<{ list: { id: number; domainId: number }[] }>(
      rt,
      libraryList,
      { page: 1, size: 50 },
      { token: await tokenFor(rt, 'zhangsan') },
    );
    expect(r.status).toBe(200);
    const ids = r.body.data.list.map((x) => x.id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(r.body.data.list.every((x) => x.domainId === DOMAIN_IDS.library)).toBe(true);
  });
});
