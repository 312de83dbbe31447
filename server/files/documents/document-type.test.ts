import { describe, expect, it } from 'vitest';
import { docxFixture, PNG_1X1, pdfFixture, plainZipFixture, pptxFixture, xlsxFixture } from '../../test/files/documents';
import { DocumentTypeError, detectDocumentType } from './document-type';

const text = (s: string) => new TextEncoder().encode(s);

describe('detectDocumentType', () => {
  it('tells PDF, DOCX, XLSX, PPTX, images and text apart by content', async () => {
    expect((await detectDocumentType(pdfFixture(['a']), 'a.pdf')).kind).toBe('pdf');
    expect((await detectDocumentType(await docxFixture(['x']), 'a.docx')).kind).toBe('docx');
    expect((await detectDocumentType(await xlsxFixture({ S: [['x']] }), 'a.xlsx')).kind).toBe('xlsx');
    expect((await detectDocumentType(await pptxFixture([['x']]), 'a.pptx')).kind).toBe('pptx');
    expect(await detectDocumentType(PNG_1X1, 'a.png')).toEqual({ kind: 'image', mime: 'image/png', ext: 'png' });
    expect((await detectDocumentType(text('你好'), 'a.txt')).kind).toBe('txt');
    expect((await detectDocumentType(text('# 标题'), 'a.md')).kind).toBe('md');
  });

  it('uses the content, not a missing extension', async () => {
    expect((await detectDocumentType(pdfFixture(['a']), 'no-extension')).kind).toBe('pdf');
  });

  it('refuses a PDF behind a .docx name, naming both', async () => {
    await expect(detectDocumentType(pdfFixture(['a']), '报告.docx')).rejects.toThrow(
      '文件内容与扩展名不符：文件名为 .docx，内容却是PDF',
    );
  });

  it('refuses an XLSX named .pptx', async () => {
    await expect(detectDocumentType(await xlsxFixture({ S: [['x']] }), 'a.pptx')).rejects.toThrow(/内容却是Excel/);
  });

  it('refuses text posing as a PDF', async () => {
    await expect(detectDocumentType(text('not a pdf'), 'fake.pdf')).rejects.toThrow(/内容却是文本/);
  });

  it('refuses binary content, a plain zip and an executable', async () => {
    const bin = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    await expect(detectDocumentType(bin, 'setup.pdf')).rejects.toThrow(/不支持的文件类型/);
    await expect(detectDocumentType(await plainZipFixture(), 'a.docx')).rejects.toThrow(/不支持的文件类型/);
  });

  it('refuses text that is not valid UTF-8', async () => {
    const gbk = Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3, 0xff]);
    await expect(detectDocumentType(gbk, 'a.txt')).rejects.toBeInstanceOf(DocumentTypeError);
  });

  it('refuses an empty file', async () => {
    await expect(detectDocumentType(new Uint8Array(), 'a.pdf')).rejects.toThrow('文件为空，请选择有内容的文件');
  });
});
