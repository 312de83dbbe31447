import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { detectDocumentType } from '../../files/documents/document-type';
import { extractDocumentText } from '../../files/documents/extract-text';
import { docSpec } from '../library/specs';
import type { DocSpec } from './doc-spec';
import { renderDocx } from './docx-writer';
import { renderPdf } from './pdf-writer';
import { renderPptx } from './pptx-writer';
import { renderMarkdown, renderText } from './text-writer';
import { renderXlsx } from './xlsx-writer';

/** One spec, written dressed (as the demo library is) and bare (as the test fixtures are). */
const spec: DocSpec = {
  title: '考勤管理办法',
  meta: ['人力资源部'],
  date: '2026-03-01',
  pageBreaks: true,
  sections: [{ blocks: [{ t: 'p', text: '第一条 总则' }] }, { blocks: [{ t: 'p', text: '第二条 **打卡**' }] }],
};
const bare: DocSpec = { ...spec, bare: true };
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe('PDF writer', () => {
  it('renders the same bytes every time, with extractable Chinese text', async () => {
    const a = renderPdf(docSpec('emergency-plan'));
    expect(Buffer.from(a).equals(Buffer.from(renderPdf(docSpec('emergency-plan'))))).toBe(true);
    const text = await extractDocumentText('pdf', a);
    expect(text.status).toBe('ok');
    expect(text.text).toContain('办公场所突发事件应急预案');
    expect(text.text).toContain('二、组织机构与职责');
  });

  it('heads the pages with the title and numbers them, unless bare', async () => {
    const dressed = await extractDocumentText('pdf', renderPdf(spec));
    expect(dressed.pageCount).toBe(2);
    expect(dressed.text).toContain('考勤管理办法');
    expect(dressed.text).toContain('第 2 页 / 共 2 页');
    const plain = await extractDocumentText('pdf', renderPdf(bare));
    expect(plain).toMatchObject({ status: 'ok', pageCount: 2, text: '第一条 总则\n\n第二条 打卡' });
  });
});

describe('Word writer', () => {
  it('writes the title and a running header and footer, unless bare', async () => {
    const dressed = await renderDocx(spec);
    expect((await extractDocumentText('docx', dressed)).text).toMatch(/^考勤管理办法\n\n人力资源部\n\n第一条 总则/);
    expect(Object.keys((await JSZip.loadAsync(dressed)).files).filter((f) => /^word\/(header|footer)\d/.test(f))).toHaveLength(2);
    const plain = await renderDocx(bare);
    expect((await extractDocumentText('docx', plain)).text).toBe('第一条 总则\n\n第二条 打卡');
    expect(Object.keys((await JSZip.loadAsync(plain)).files).some((f) => /^word\/(header|footer)\d/.test(f))).toBe(false);
  });
});

describe('PowerPoint writer', () => {
  const deck = {
    title: '新员工培训',
    subtitle: '第一天',
    byline: '人力资源部 · 2026年3月',
    slides: [{ title: '公司简介', bullets: ['成立于2010年', '员工 & <伙伴>'] }, { title: '考勤' }],
  };

  it('opens with a title slide and numbers the slides, unless bare', async () => {
    const bytes = await renderPptx(deck);
    const dressed = await extractDocumentText('pptx', bytes);
    expect(dressed.pageCount).toBe(3);
    expect(dressed.text).toContain('人力资源部 · 2026年3月');
    // The number is drawn on the slide; extraction leaves such markers out of the text.
    const lastSlide = await (await JSZip.loadAsync(bytes)).file('ppt/slides/slide3.xml')?.async('string');
    expect(lastSlide).toContain('3 / 3');
    expect(dressed.text).not.toContain('3 / 3');
    const plain = await extractDocumentText('pptx', await renderPptx({ ...deck, bare: true }));
    expect(plain).toMatchObject({ pageCount: 2, text: '公司简介\n成立于2010年\n员工 & <伙伴>\n\n考勤' });
  });
});

describe('Excel writer', () => {
  it('writes a title, a header row and a sum row when the sheet has columns', async () => {
    const bytes = await renderXlsx({
      date: '2026-03-01',
      sheets: [
        {
          name: '预算',
          title: '部门预算',
          columns: [
            { header: '项目', width: 20 },
            { header: '金额', width: 10 },
          ],
          rows: [
            ['设备', 1200],
            ['差旅', 300],
          ],
          totals: [1],
        },
      ],
    });
    expect((await detectDocumentType(bytes, 'a.xlsx')).kind).toBe('xlsx');
    expect((await extractDocumentText('xlsx', bytes)).text).toBe('预算\n部门预算\n项目\t金额\n设备\t1200\n差旅\t300\n合计\t1500');
  });

  it('writes the rows alone without columns, the title spanning the widest row', async () => {
    const rows = [['华东', 1, 2, 3], ['华南']];
    const plain = await renderXlsx({ date: '2026-03-01', sheets: [{ name: '汇总', rows }] });
    expect((await extractDocumentText('xlsx', plain)).text).toBe('汇总\n华东\t1\t2\t3\n华南');
    const titled = await renderXlsx({ date: '2026-03-01', sheets: [{ name: '汇总', title: '第一季度合计', rows }] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(titled) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('汇总')!;
    expect([ws.getCell('D1').isMerged, ws.getCell('D1').master.address, ws.getCell('E1').isMerged]).toEqual([true, 'A1', false]);
  });
});

describe('text writers', () => {
  it('write the title and document lines, unless bare', () => {
    expect(decode(renderMarkdown(spec))).toBe('# 考勤管理办法\n\n> 人力资源部\n\n第一条 总则\n\n第二条 **打卡**\n');
    expect(decode(renderMarkdown(bare))).toBe('第一条 总则\n\n第二条 **打卡**\n');
    expect(decode(renderText(spec))).toBe('考勤管理办法\r\n人力资源部\r\n　　第一条 总则\r\n　　第二条 打卡\r\n');
    expect(decode(renderText(bare))).toBe('　　第一条 总则\r\n　　第二条 打卡\r\n');
  });
});
