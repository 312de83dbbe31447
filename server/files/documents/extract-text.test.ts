import { describe, expect, it } from 'vitest';
import { renderXlsx } from '../../seed/files/xlsx-writer';
import { docxFixture, PNG_1X1, pdfFixture, pptxFixture, xlsxFixture } from '../../test/files/documents';
import { extractDocumentText } from './extract-text';

describe('extractDocumentText', () => {
  it('reads the text and page count of a PDF', async () => {
    const r = await extractDocumentText('pdf', pdfFixture(['First page text', 'Second page text']));
    expect(r).toMatchObject({ status: 'ok', pageCount: 2, error: null });
    expect(r.text).toContain('First page text');
    expect(r.text.indexOf('Second page text')).toBeGreaterThan(r.text.indexOf('First page text'));
  });

  it('reads the paragraphs of a DOCX', async () => {
    const r = await extractDocumentText('docx', await docxFixture(['安全生产管理制度', '第一条 总则']));
    expect(r.status).toBe('ok');
    expect(r.text).toContain('安全生产管理制度');
    expect(r.text).toContain('第一条 总则');
  });

  it('reads every sheet and cell of an XLSX', async () => {
    const r = await extractDocumentText(
      'xlsx',
      await xlsxFixture({
        预算: [
          ['项目', '金额'],
          ['设备', 1200],
        ],
        人员: [['张三']],
      }),
    );
    expect(r).toMatchObject({ status: 'ok', pageCount: 2 });
    expect(r.text).toContain('项目\t金额');
    expect(r.text).toContain('设备\t1200');
    expect(r.text).toContain('人员\n张三');
  });

  it('reads PPTX slides in slide order', async () => {
    // Titles that read like page markers ('第2页') are left out as such; these are real titles.
    const slides = Array.from({ length: 11 }, (_, i) => [`议题${i + 1}`, `要点 & <${i + 1}>`]);
    const r = await extractDocumentText('pptx', await pptxFixture(slides));
    expect(r).toMatchObject({ status: 'ok', pageCount: 11 });
    expect(r.text).toContain('要点 & <1>');
    expect(r.text.indexOf('议题2\n')).toBeGreaterThan(-1);
    expect(r.text.indexOf('议题2\n')).toBeLessThan(r.text.indexOf('议题10'));
  });

  it('keeps text and Markdown as is, without a byte-order mark', async () => {
    const bytes = new TextEncoder().encode('\uFEFF# 标题\n正文');
    expect(await extractDocumentText('md', bytes)).toMatchObject({ status: 'ok', text: '# 标题\n正文' });
  });

  it('records a damaged file as failed with the reason instead of throwing', async () => {
    const r = await extractDocumentText('docx', new TextEncoder().encode('PK\x03\x04 broken'));
    expect(r.status).toBe('failed');
    expect(r.text).toBe('');
    expect(r.error).toMatch(/^文本提取失败：.+/);
  });

  it('marks images as having no text', async () => {
    expect(await extractDocumentText('image', PNG_1X1)).toMatchObject({ status: 'unsupported', text: '' });
  });
});

describe('storableText', () => {
  it('drops NUL, other control characters and lone surrogates but keeps line breaks and tabs', async () => {
    const { storableText } = await import('./extract-text');
    expect(storableText('甲\u0000乙\u0007丙\t丁\n戊\r\n')).toBe('甲乙丙\t丁\n戊\r\n');
    expect(storableText('a\ud800b\udc00c😀')).toBe('abc😀');
  });
});

describe('merged spreadsheet cells', () => {
  it('gives the text of a merged range once', async () => {
    // A sheet title is merged across the columns (A1:D1 here).
    const sheet = { name: '汇总', title: '第一季度合计', rows: [['华东', 1, 2, 3]] };
    const r = await extractDocumentText('xlsx', await renderXlsx({ date: '2026-01-02', sheets: [sheet] }));
    expect(r.text.match(/第一季度合计/g)).toHaveLength(1);
    expect(r.text).toContain('华东');
  });
});
