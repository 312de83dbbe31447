import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { system } from '@contract/common/common';
import { libraryDetail } from '@contract/library/library';
import { libraryPreview } from '@contract/library/library-views';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLibreOffice } from '../../files/documents/libreoffice';
import { call, tokenFor } from '../../test/client';
import { docxFixture, PNG_1X1, pdfFixture, pptxFixture, xlsxFixture } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;

type Preview =
  | { kind: 'pdf'; pageUrl: string; pages: number }
  | { kind: 'html'; html: string }
  | { kind: 'table'; sheets: { name: string; rows: string[][]; merges: unknown[]; truncated: boolean }[] }
  | { kind: 'slides'; note: string; slides: { title: string; paragraphs: { text: string }[] }[] }
  | { kind: 'image'; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'none'; reason: string };

async function previewOf(bytes: Uint8Array, name: string): Promise<{ id: number; preview: Preview; detailKind: string }> {
  const up = await uploadDoc(rt, lisi, bytes, name);
  expect(up.status, name).toBe(200);
  const id = up.body.data.id;
  const p = await call<Preview>(rt, libraryPreview, {}, { token: lisi, params: { id } });
  expect(p.status).toBe(200);
  const d = await call<{ previewKind: string }>(rt, libraryDetail, {}, { token: lisi, params: { id } });
  return { id, preview: p.body.data, detailKind: d.body.data.previewKind };
}

/** A Word document whose text and hyperlink try to smuggle script into the preview. */
async function hostileDocx(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await docxFixture(['<script>alert(1)</script>正文第一段']));
  const rels = 'word/_rels/document.xml.rels';
  zip.file(
    rels,
    (await zip.file(rels)!.async('string')).replace(
      '</Relationships>',
      '<Relationship Id="rIdHostile" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" ' +
        'Target="javascript:alert(2)" TargetMode="External"/></Relationships>',
    ),
  );
  // The writer declares the relationships namespace (r:) on the document element already.
  const doc = (await zip.file('word/document.xml')!.async('string')).replace(
    '<w:sectPr',
    '<w:p><w:hyperlink r:id="rIdHostile"><w:r><w:t>点我</w:t></w:r></w:hyperlink></w:p><w:sectPr',
  );
  zip.file('word/document.xml', doc);
  return zip.generateAsync({ type: 'uint8array' });
}

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(async () => {
  await rt.close();
});

describe('document previews', () => {
  it('renders Word as sanitised HTML: no script, no javascript: link', async () => {
    const { preview, detailKind } = await previewOf(await hostileDocx(), '通知.docx');
    expect(detailKind).toBe('html');
    expect(preview.kind).toBe('html');
    const html = (preview as { html: string }).html;
    expect(html).toContain('正文第一段');
    expect(html).toContain('点我');
    expect(html.toLowerCase()).not.toContain('<script');
    expect(html.toLowerCase()).not.toContain('javascript:');
  });

  it('renders Excel as a table capped at 500 rows per sheet', async () => {
    const rows = Array.from({ length: 502 }, (_, i) => [`第${i + 1}行`, i]);
    const { preview, detailKind } = await previewOf(
      await xlsxFixture({
        预算: [
          ['项目', '金额'],
          ['设备', 1200],
        ],
        明细: rows,
      }),
      '预算.xlsx',
    );
    expect(detailKind).toBe('table');
    if (preview.kind !== 'table') throw new Error(preview.kind);
    expect(preview.sheets[0]).toEqual({
      name: '预算',
      rows: [
        ['项目', '金额'],
        ['设备', '1200'],
      ],
      merges: [],
      truncated: false,
    });
    expect(preview.sheets[1]!.rows).toHaveLength(500);
    expect(preview.sheets[1]!.truncated).toBe(true);
  });

  it('gives PDFs and images signed URLs of rendered pictures, text its text and slides cards', async () => {
    const pdf = await previewOf(pdfFixture(['One', 'Two', 'Three']), '手册.pdf');
    if (pdf.preview.kind !== 'pdf') throw new Error(pdf.preview.kind);
    expect(pdf.preview.pages).toBe(3);
    const page = await rt.app.fetch(new Request(`http://localhost${pdf.preview.pageUrl}&page=3`));
    expect(page.headers.get('content-type')).toBe('image/png');
    const img = await previewOf(PNG_1X1, '图.png');
    if (img.preview.kind !== 'image') throw new Error(img.preview.kind);
    expect((await rt.app.fetch(new Request(`http://localhost${img.preview.url}`))).headers.get('content-type')).toBe('image/png');
    expect((await previewOf(new TextEncoder().encode('# 标题\n正文'), '说明.md')).preview).toEqual({
      kind: 'text',
      text: '# 标题\n正文',
    });
    const deck = await previewOf(await pptxFixture([['第一页'], ['第二页', '要点']]), '课件.pptx');
    expect(deck.detailKind).toBe('slides');
    if (deck.preview.kind !== 'slides') throw new Error(deck.preview.kind);
    expect(deck.preview.note).toMatch(/^文字版预览：.*LibreOffice/);
    // The writer's bare slides: a title box, then the points as bullets.
    expect(deck.preview.slides).toEqual([
      { title: '第一页', paragraphs: [], tables: [] },
      { title: '第二页', paragraphs: [{ text: '要点', level: 0, bullet: true }], tables: [] },
    ]);
  });

  it('has no preview for a damaged Office file, and says why', async () => {
    const zip = await JSZip.loadAsync(await docxFixture(['x']));
    zip.file('word/document.xml', 'not xml at all <<<');
    const { preview, detailKind } = await previewOf(await zip.generateAsync({ type: 'uint8array' }), '坏.docx');
    expect(detailKind).toBe('none');
    expect(preview.kind).toBe('none');
    expect((preview as { reason: string }).reason).toMatch(/失败/);
  });
});

describe('LibreOffice renditions', () => {
  it('is detected on PATH only when an executable is there, and the system information says so', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-soffice-'));
    expect(findLibreOffice(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, 'soffice'), '#!/bin/sh\n', { mode: 0o755 });
    expect(findLibreOffice(`/nonexistent${path.delimiter}${dir}`)).toBe(path.join(dir, 'soffice'));
    const info = await call<{ code: string; value: string }[]>(rt, system, {}, { token: lisi });
    const item = info.body.data.find((x) => x.code === 'libreOffice');
    expect(item?.value).toBe(findLibreOffice() ? '可用' : '未安装');
  });
});
