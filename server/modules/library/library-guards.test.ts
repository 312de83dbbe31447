import { libraryDetail } from '@contract/library/library';
import { libraryPreview } from '@contract/library/library-views';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesReader } from '../../files/blob-reader';
import { runInWorker, WorkerTimeoutError } from '../../files/documents/worker-pool';
import { readZipDirectory, readZipEntry } from '../../files/documents/zip-directory';
import { DEFAULT_ZIP_LIMITS, zipBombReason } from '../../files/documents/zip-guard';
import { call, tokenFor } from '../../test/client';
import { docxFixture, pdfFixture } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { storedFiles, uploadDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(async () => {
  await rt.close();
});

/** A valid multipart body around `file`, as one stream without a declared length (chunked). */
function chunkedUpload(file: Uint8Array, name: string) {
  const boundary = '----aikn-guard';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const parts = [head, file, tail];
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      const next = parts.shift();
      if (next) c.enqueue(next);
      else c.close();
    },
  });
  return new Request('http://localhost/aikn-app/library/upload', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { authorization: `Bearer ${lisi}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as RequestInit);
}

describe('streamed uploads over the size limit', () => {
  it('refuses a file over the limit while it streams and keeps no blob, temp file or row', async () => {
    const saved = rt.deps.config.uploadMaxBytes;
    rt.deps.config.uploadMaxBytes = 1024 * 1024;
    try {
      const before = await storedFiles(rt);
      // Within the form's slack, so the declared length passes and the file part itself is counted.
      const slightly = await uploadDoc(rt, lisi, new Uint8Array(1024 * 1024 + 10_000).fill(0x61), '大.txt');
      expect(slightly.status).toBe(413);
      expect(slightly.body.message).toBe('文件过大，单个文件不能超过 1 MB');
      const chunked = await rt.app.fetch(chunkedUpload(new Uint8Array(3 * 1024 * 1024).fill(0x62), '更大.txt'));
      expect(chunked.status).toBe(413);
      expect(((await chunked.json()) as { message: string }).message).toBe('文件过大，单个文件不能超过 1 MB');
      expect(await storedFiles(rt)).toEqual(before);
      expect(before.tmp).toBe(0);
      // Exactly at the limit is fine, also when chunked.
      const at = await rt.app.fetch(chunkedUpload(new Uint8Array(1024 * 1024).fill(0x63), '刚好.txt'));
      expect(at.status).toBe(200);
    } finally {
      rt.deps.config.uploadMaxBytes = saved;
    }
  });

  it('keeps a Chinese file name sent as UTF-8 in the multipart header', async () => {
    const res = await rt.app.fetch(chunkedUpload(new TextEncoder().encode('内容'), '会议纪要.txt'));
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    const d = await call<{ fileName: string }>(rt, libraryDetail, {}, { token: lisi, params: { id } });
    expect(d.body.data.fileName).toBe('会议纪要.txt');
  });
});

describe('ZIP directory and bomb guard', () => {
  it('reads entries and their sizes from the central directory, and one entry inflated', async () => {
    const zip = new JSZip();
    zip.file('a.txt', 'hello '.repeat(1000));
    zip.file('目录/b.xml', '<x/>');
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const entries = (await readZipDirectory(bytesReader(bytes), bytes.length))!;
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ['a.txt', 6000],
      ['目录/', 0],
      ['目录/b.xml', 4],
    ]);
    expect(entries[0]!.compressedSize).toBeLessThan(200);
    expect((await readZipEntry(bytesReader(bytes), bytes.length, entries[0]!, 10_000)).toString()).toBe('hello '.repeat(1000));
    await expect(readZipEntry(bytesReader(bytes), bytes.length, entries[0]!, 100)).rejects.toThrow();
    expect(await readZipDirectory(bytesReader(pdfFixture(['x'])), pdfFixture(['x']).length)).toBeNull();
  });

  it('calls a huge declared total, an absurd ratio or too many entries a bomb, and a normal package fine', () => {
    const e = (name: string, compressedSize: number, uncompressedSize: number) => ({
      name,
      method: 8,
      compressedSize,
      uncompressedSize,
      localOffset: 0,
    });
    expect(zipBombReason([e('word/document.xml', 40_000, 400_000)])).toBeNull();
    expect(zipBombReason([e('a', 1_000_000, 300_000_000), e('b', 1_000_000, 300_000_000)])).toMatch(/解压后内容过大/);
    expect(zipBombReason([e('word/document.xml', 20_000, 20_000_000)])).toMatch(/压缩比异常/);
    const many = Array.from({ length: DEFAULT_ZIP_LIMITS.maxEntries + 1 }, (_, i) => e(`f${i}`, 10, 10));
    expect(zipBombReason(many)).toMatch(/文件过多/);
  });

  it('keeps an Office upload with a decompression bomb inside but never unpacks it', async () => {
    const zip = await JSZip.loadAsync(await docxFixture(['正常段落']));
    zip.file('word/media/padding.bin', new Uint8Array(16 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const up = await uploadDoc(rt, lisi, bytes, '炸弹.docx');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ kind: 'docx', textStatus: 'failed' });
    const id = up.body.data.id;
    const d = await call<{ textError: string; previewKind: string }>(rt, libraryDetail, {}, { token: lisi, params: { id } });
    expect(d.body.data.textError).toMatch(/疑似压缩炸弹/);
    expect(d.body.data.previewKind).toBe('none');
    const p = await call<{ kind: string }>(rt, libraryPreview, {}, { token: lisi, params: { id } });
    expect(p.body.data.kind).toBe('none');
  });
});

describe('extraction time limit', () => {
  it('stops a job that overruns and serves the next one from a fresh worker', async () => {
    await expect(runInWorker({ type: 'spin' }, 300)).rejects.toBeInstanceOf(WorkerTimeoutError);
    const r = await runInWorker<{ status: string; text: string }>(
      { type: 'extract', kind: 'txt', bytes: new TextEncoder().encode('仍可提取') },
      30_000,
    );
    expect(r).toMatchObject({ status: 'ok', text: '仍可提取' });
  });

  it('keeps the file of an upload whose extraction timed out and says so', async () => {
    const saved = rt.deps.config.extractTimeoutMs;
    rt.deps.config.extractTimeoutMs = 1;
    try {
      const up = await uploadDoc(rt, lisi, pdfFixture(['Slow page']), '超时.pdf');
      expect(up.status).toBe(200);
      expect(up.body.data.textStatus).toBe('failed');
      const id = up.body.data.id;
      const d = await call<{ textError: string; kind: string; pages: number | null }>(
        rt,
        libraryDetail,
        {},
        {
          token: lisi,
          params: { id },
        },
      );
      expect(d.body.data.textError).toMatch(/^文本提取失败：处理超时/);
      expect(d.body.data.kind).toBe('pdf');
      const file = await rt.app.fetch(
        new Request(`http://localhost/aikn-app/library/file/${id}`, { headers: { authorization: `Bearer ${lisi}` } }),
      );
      expect((await file.text()).startsWith('%PDF-')).toBe(true);
    } finally {
      rt.deps.config.extractTimeoutMs = saved;
    }
  });
});
