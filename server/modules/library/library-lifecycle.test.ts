import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { approvalDecide } from '@contract/approval/approval';
import { libraryDetail, librarySave } from '@contract/library/library';
import { libraryRemove, librarySubmit, libraryVersions, libraryWithdraw } from '@contract/library/library-versions';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { docxFixture } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
let zhangsan: string;
let admin: string;
let secrecyId: number;

const info = (id: number, baseVersion: number, title: string) => ({
  id,
  baseVersion,
  title,
  fields: [{ fieldId: secrecyId, value: '公开' }],
});

beforeAll(async () => {
  rt = await createTestRuntime();
  rt.deps.config.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-library-life-'));
  [lisi, zhangsan, admin] = await Promise.all(['lisi', 'zhangsan', 'admin'].map((u) => tokenFor(rt, u)));
  const rows = await rt.deps.db.execute<{ id: number }>(
    sql`select id from fields where domain_id = ${DOMAIN_IDS.library} and code = 'secrecy'`,
  );
  secrecyId = rows.rows[0]!.id;
});
afterAll(async () => {
  await rt.close();
});

describe('document lifecycle through the shared engine', () => {
  it('saves, submits, publishes, versions and removes a document', async () => {
    const up = await uploadDoc(rt, lisi, await docxFixture(['制度第一版']), '管理制度.docx');
    const id = up.body.data.id;

    const saved = await call<{ version: number; status: string }>(rt, librarySave, info(id, 1, '管理制度（2026）'), {
      token: lisi,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, status: 'draft' });
    expect((await call(rt, libraryDetail, {}, { token: zhangsan, params: { id } })).status).toBe(404);

    expect((await call(rt, librarySubmit, {}, { token: lisi, params: { id } })).body.data).toMatchObject({ status: 'pending' });
    expect((await call(rt, approvalDecide, { id, approve: true }, { token: admin })).status).toBe(200);
    const seen = await call<{ title: string; fileName: string; text: string }>(
      rt,
      libraryDetail,
      {},
      { token: zhangsan, params: { id } },
    );
    expect(seen.body.data).toMatchObject({ title: '管理制度（2026）', fileName: '管理制度.docx' });
    expect(seen.body.data.text).toContain('制度第一版');

    // Editing the information of a published document starts version 2, which keeps the file.
    const v2 = await call<{ version: number }>(rt, librarySave, info(id, 1, '管理制度（修订）'), { token: lisi });
    expect(v2.body.data.version).toBe(2);
    const own = await call<{ title: string; fileName: string }>(
      rt,
      libraryDetail,
      { version: 2 },
      { token: lisi, params: { id } },
    );
    expect(own.body.data).toMatchObject({ title: '管理制度（修订）', fileName: '管理制度.docx' });
    const readerView = await call<{ title: string }>(rt, libraryDetail, {}, { token: zhangsan, params: { id } });
    expect(readerView.body.data.title).toBe('管理制度（2026）');

    expect((await call(rt, librarySubmit, {}, { token: lisi, params: { id } })).body.data).toMatchObject({ status: 'pending' });
    expect((await call(rt, libraryWithdraw, {}, { token: lisi, params: { id } })).body.data).toMatchObject({ status: 'draft' });

    const versions = await call<{ version: number }[]>(rt, libraryVersions, {}, { token: lisi, params: { id } });
    expect(versions.body.data.map((v) => v.version).sort()).toEqual([1, 2]);
    const readerVersions = await call<{ version: number }[]>(rt, libraryVersions, {}, { token: zhangsan, params: { id } });
    expect(readerVersions.body.data.map((v) => v.version)).toEqual([1]);

    expect((await call(rt, libraryRemove, {}, { token: lisi, params: { id } })).status).toBe(200);
    expect((await call(rt, libraryDetail, {}, { token: zhangsan, params: { id } })).status).toBe(404);
  });

  it('refuses a stale save with 409 and a save by someone else with 403', async () => {
    const id = (await uploadDoc(rt, lisi, new TextEncoder().encode('正文'), '说明.txt')).body.data.id;
    await call(rt, librarySave, info(id, 1, '说明'), { token: lisi });
    await call(rt, librarySubmit, {}, { token: lisi, params: { id } });
    await call(rt, approvalDecide, { id, approve: true }, { token: admin });
    expect((await call(rt, librarySave, info(id, 1, '说明 v2'), { token: lisi })).status).toBe(200);
    const stale = await call(rt, librarySave, info(id, 1, '说明 旧'), { token: lisi });
    expect(stale.status).toBe(409);
    expect((await call(rt, librarySave, info(id, 2, '别人改'), { token: zhangsan })).status).toBe(403);
  });

  it('refuses a save without a document id (documents start with an upload)', async () => {
    const r = await call(rt, librarySave, { baseVersion: 1, title: '无文件' }, { token: lisi });
    expect(r.status).toBe(400);
  });
});
