import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryDetail, libraryUpload } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { docxFixture, pdfFixture, pptxFixture, xlsxFixture } from '../../test/files/documents';
import { meteredUpload } from '../../test/files/metered-upload';
import { blobCount } from '../../test/files/stored-blobs';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';

type Detail = {
  fileName: string;
  kind: string;
  pages: number | null;
  textStatus: string;
  textError: string | null;
  text: string;
  title: string;
  mimeType: string;
  size: number;
};

let rt: TestRuntime;
let lisi: string;

const counts = async () =>
  (
    await rt.deps.db.execute<{ files: number; docs: number; items: number }>(sql`
      select (select count(*)::int from files) as files, (select count(*)::int from document_files) as docs,
             (select count(*)::int from knowledge where domain_id = ${DOMAIN_IDS.library}) as items`)
  ).rows[0];

beforeAll(async () => {
  rt = await createTestRuntime();
  rt.deps.config.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-library-'));
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(async () => {
  await rt.close();
});

async function detailOf(id: number): Promise<Detail> {
  const r = await call<Detail>(rt, libraryDetail, {}, { token: lisi, params: { id } });
  expect(r.status).toBe(200);
  return r.body.data;
}

describe('document upload: extraction', () => {
  it('stores a PDF as a draft with its pages and text', async () => {
    const r = await uploadDoc(rt, lisi, pdfFixture(['Safety manual', 'Chapter two']), '安全手册.pdf');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ version: 1, status: 'draft', kind: 'pdf', textStatus: 'ok' });
    const d = await detailOf(r.body.data.id);
    expect(d).toMatchObject({ title: '安全手册', fileName: '安全手册.pdf', kind: 'pdf', pages: 2, mimeType: 'application/pdf' });
    expect(d.text).toContain('Chapter two');
  });

  it('extracts DOCX, XLSX, PPTX and Markdown uploads', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [await docxFixture(['制度正文第一段']), '制度.docx', 'docx', '制度正文第一段'],
      [await xlsxFixture({ 预算: [['设备', 1200]] }), '预算.xlsx', 'xlsx', '设备\t1200'],
      [await pptxFixture([['培训课件要点']]), '课件.pptx', 'pptx', '培训课件要点'],
      [new TextEncoder().encode('# 操作说明\n第一步'), '说明.md', 'md', '第一步'],
    ];
    for (const [bytes, name, kind, text] of cases) {
      const r = await uploadDoc(rt, lisi, bytes, name);
      expect(r.status, name).toBe(200);
      const d = await detailOf(r.body.data.id);
      expect(d.kind).toBe(kind);
      expect(d.textStatus).toBe('ok');
      expect(d.text).toContain(text);
    }
  });

  it('keeps a PDF whose text cannot be extracted and says why', async () => {
    const r = await uploadDoc(rt, lisi, new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf'), '损坏.pdf');
    expect(r.status).toBe(200);
    expect(r.body.data.textStatus).toBe('failed');
    const d = await detailOf(r.body.data.id);
    expect(d.textStatus).toBe('failed');
    expect(d.textError).toMatch(/^文本提取失败：/);
  });
});

describe('document upload: refusals', () => {
  it('refuses a PDF behind a .docx name and keeps nothing', async () => {
    const before = await counts();
    const blobs = await blobCount(rt.deps);
    const r = await uploadDoc(rt, lisi, pdfFixture(['x']), '报告.docx');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('文件内容与扩展名不符');
    expect(await counts()).toEqual(before);
    expect(await blobCount(rt.deps)).toBe(blobs);
  });

  it('refuses an empty file', async () => {
    const r = await uploadDoc(rt, lisi, new Uint8Array(), '空.txt');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('文件为空');
  });

  it('refuses an unknown label without keeping the file', async () => {
    const before = await counts();
    const blobs = await blobCount(rt.deps);
    const r = await uploadDoc(rt, lisi, new TextEncoder().encode('正文'), 'a.txt', { labelIds: '999999' });
    expect(r.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await blobCount(rt.deps)).toBe(blobs);
  });

  it('keeps only the last part of a name with path tricks, never using it for storage', async () => {
    const r = await uploadDoc(rt, lisi, new TextEncoder().encode('内容'), '../../etc/passwd.txt');
    expect(r.status).toBe(200);
    const d = await detailOf(r.body.data.id);
    expect(d.fileName).toBe('passwd.txt');
    const win = await uploadDoc(rt, lisi, new TextEncoder().encode('内容'), '..\\..\\evil\u202Etxt.md');
    expect((await detailOf(win.body.data.id)).fileName).toBe('eviltxt.md');
    const keys = await rt.deps.db.execute<{ storage_key: string }>(sql`select storage_key from files`);
    for (const k of keys.rows) expect(k.storage_key).not.toMatch(/passwd|evil|\.\./);
  });

  it('refuses an over-size body from Content-Length before reading it, and a chunked one while streaming', async () => {
    const saved = rt.deps.config.uploadMaxBytes;
    rt.deps.config.uploadMaxBytes = 1024 * 1024;
    try {
      const total = 8 * 1024 * 1024;
      const declared = meteredUpload(libraryUpload.path, lisi, total, true);
      const r1 = await rt.app.fetch(declared.request);
      expect(r1.status).toBe(413);
      expect(((await r1.json()) as { message: string }).message).toBe('文件过大，单个文件不能超过 1 MB');
      expect(declared.meter.pulled).toBeLessThan(512 * 1024);
      const chunked = meteredUpload(libraryUpload.path, lisi, total, false);
      const r2 = await rt.app.fetch(chunked.request);
      expect(r2.status).toBe(413);
      expect(chunked.meter.pulled).toBeLessThan(2 * 1024 * 1024);
      const justOver = await uploadDoc(rt, lisi, new Uint8Array(1024 * 1024 + 1).fill(0x61), 'big.txt');
      expect(justOver.status).toBe(413);
    } finally {
      rt.deps.config.uploadMaxBytes = saved;
    }
  });

  it('refuses an anonymous upload with 401', async () => {
    const r = await uploadDoc(rt, undefined, new TextEncoder().encode('x'), 'a.txt');
    expect(r.status).toBe(401);
  });
});
