import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { libraryPreview } from '@contract/library/library-views';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { renderNext } from '../../files/documents/rendition';
import { call, tokenFor } from '../../test/client';
import { docxFixture, pdfFixture } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';
import { secondServer } from '../../test/second-server';
import { documentRenditions, RENDITION_ATTEMPTS_MAX, wantsRendition } from './document-rendition';

let rt: TestRuntime;
let lisi: string;
// A second server's connections to the same database.
let otherDeps: Deps;
let closeOther: () => Promise<void>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-soffice-'));

/** A stand-in for soffice: after `delay` seconds writes the PDF where `--outdir` points, as LibreOffice names it. */
function fakeConverter(name: string, delay = 0): string {
  const pdfFile = path.join(dir, 'rendition.pdf');
  fs.writeFileSync(pdfFile, pdfFixture(['Rendered page']));
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    `#!/bin/sh\nsleep ${delay}\nwhile [ "$1" != "--outdir" ]; do shift; done\ncp ${JSON.stringify(pdfFile)} "$2/source.pdf"\n`,
    { mode: 0o755 },
  );
  return file;
}

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
  ({ deps: otherDeps, close: closeOther } = secondServer(rt));
});
afterAll(async () => {
  await closeOther();
  await rt.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A Word upload as a server with LibreOffice queues it: the row is marked in
 * the upload's own transaction (this machine may have no LibreOffice, so the
 * mark is set here as that server would).
 */
async function queuedWord(text: string) {
  const up = await uploadDoc(rt, lisi, await docxFixture([text]), '转换.docx');
  const id = up.body.data.id;
  await rt.deps.db.execute(sql`update document_files set rendition_pending = true where knowledge_id = ${id}`);
  return id;
}

const rowOf = async (id: number) =>
  (
    await rt.deps.db.execute<{ pending: boolean; attempts: number; preview: number | null }>(sql`
      select rendition_pending as pending, rendition_attempts as attempts, preview_file_id as preview
      from document_files where knowledge_id = ${id}`)
  ).rows[0]!;

const previewKind = async (id: number) =>
  (await call<{ kind: string; pages?: number }>(rt, libraryPreview, {}, { token: lisi, params: { id } })).body.data;

describe('document renditions kept in the database', () => {
  it('queues Office files only, and only where LibreOffice is installed', () => {
    expect(wantsRendition('docx', '/usr/bin/soffice')).toBe(true);
    expect(wantsRendition('pptx', '/usr/bin/soffice')).toBe(true);
    expect(wantsRendition('pdf', '/usr/bin/soffice')).toBe(false);
    expect(wantsRendition('docx', null)).toBe(false);
  });

  it('makes the PDF of a queued file, previews it in the flipbook and leaves nothing pending', async () => {
    const id = await queuedWord('转换测试');
    expect(await renderNext(rt.deps, documentRenditions, fakeConverter('soffice'))).toBe(true);
    expect(await rowOf(id)).toMatchObject({ pending: false, attempts: 0 });
    expect((await rowOf(id)).preview).not.toBeNull();
    const p = await call<{ kind: string; pageUrl: string; pages: number }>(
      rt,
      libraryPreview,
      {},
      {
        token: lisi,
        params: { id },
      },
    );
    expect(p.body.data).toMatchObject({ kind: 'pdf', pages: 1 });
    const page = await rt.app.fetch(new Request(`http://localhost${p.body.data.pageUrl}&page=1`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/png');
    expect(await renderNext(rt.deps, documentRenditions, fakeConverter('soffice'))).toBe(false);
  });

  it('counts failed conversions and gives the file up after a few, keeping its other preview', async () => {
    const id = await queuedWord('转换失败');
    const files = async () => (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0]!.n;
    const before = await files();
    for (let i = 1; i <= RENDITION_ATTEMPTS_MAX; i++) {
      expect(await renderNext(rt.deps, documentRenditions, path.join(dir, 'missing'))).toBe(true);
      expect(await rowOf(id)).toMatchObject({ attempts: i, pending: i < RENDITION_ATTEMPTS_MAX, preview: null });
    }
    expect(await renderNext(rt.deps, documentRenditions, path.join(dir, 'missing'))).toBe(false);
    expect(await files()).toBe(before);
    expect((await previewKind(id)).kind).toBe('html');
  });

  it('leaves a file another server is converting alone, and takes it over when that server dies', async () => {
    const id = await queuedWord('服务器中途退出');
    // Server A claims the file; its converter takes a while.
    const dying = renderNext(otherDeps, documentRenditions, fakeConverter('slow-soffice', 2));
    const holder = async () =>
      (
        await rt.deps.pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database()
             and state = 'idle in transaction' and query like '%skip locked%'`,
        )
      ).rows.map((r) => r.pid);
    await vi.waitFor(async () => expect(await holder()).toHaveLength(1));
    // Server B finds nothing free meanwhile: no file is converted twice.
    expect(await renderNext(rt.deps, documentRenditions, fakeConverter('soffice'))).toBe(false);
    // A dies (its session ends); its claim goes with it and B makes the rendition.
    const [pid] = await holder();
    await rt.deps.pool.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(async () => expect(await holder()).toEqual([]));
    expect(await rowOf(id)).toMatchObject({ pending: true, preview: null });
    expect(await renderNext(rt.deps, documentRenditions, fakeConverter('soffice'))).toBe(true);
    expect(await rowOf(id)).toMatchObject({ pending: false, attempts: 0 });
    expect((await previewKind(id)).kind).toBe('pdf');
    // A's late conversion fails on its dead session and leaves no bytes or rows behind.
    await expect(dying).rejects.toThrow();
    const renditions = await rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from files where original_name = '转换.pdf'`,
    );
    const made = await rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from document_files where preview_file_id is not null`,
    );
    expect(renditions.rows[0]!.n).toBe(made.rows[0]!.n);
  });
});
