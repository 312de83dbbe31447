import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import type { DocumentKind } from './document-type';
import { pptxSlides, slideText } from './slide-outline';

/** Longest text kept per file: enough for search and the text view, bounded for the row. */
export const EXTRACT_TEXT_MAX = 2_000_000;

export type ExtractStatus = 'ok' | 'failed' | 'unsupported';

export interface Extraction {
  status: ExtractStatus;
  text: string;
  /** Pages (PDF), sheets (XLSX) or slides (PPTX); null otherwise. */
  pageCount: number | null;
  /** Why extraction failed, in Chinese, shown on the document. */
  error: string | null;
}

interface Extracted {
  text: string;
  pageCount: number | null;
}

async function fromPdf(bytes: Uint8Array): Promise<Extracted> {
  // pdf.js takes ownership of (and detaches) the buffer it is given, so hand it a copy.
  // verbosity 0: damaged files are expected input, not warnings for the server log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractPdfText(pdf, { mergePages: false });
    return { text: text.map((t) => t.trim()).join('\n\n'), pageCount: totalPages };
  } finally {
    await pdf.destroy();
  }
}

async function fromDocx(bytes: Uint8Array): Promise<Extracted> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: value.trim(), pageCount: null };
}

async function fromXlsx(bytes: Uint8Array): Promise<Extracted> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  wb.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        // A merged range answers its text from every cell; only its master cell counts.
        if (cell.isMerged && cell.master.address !== cell.address) return;
        const t = cell.text.trim();
        if (t) cells.push(t);
      });
      if (cells.length) rows.push(cells.join('\t'));
    });
    sheets.push([sheet.name, ...rows].join('\n'));
  });
  return { text: sheets.join('\n\n'), pageCount: sheets.length };
}

async function fromPptx(bytes: Uint8Array): Promise<Extracted> {
  // The same reading as the slide cards: no slide numbers, footers or hand-made page markers in the text.
  const slides = await pptxSlides(bytes, Number.POSITIVE_INFINITY);
  return { text: slides.map(slideText).join('\n\n'), pageCount: slides.length };
}

const fromText = async (bytes: Uint8Array): Promise<Extracted> => ({
  // A byte-order mark is not part of the text.
  text: new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''),
  pageCount: null,
});

const EXTRACTORS: Record<Exclude<DocumentKind, 'image'>, (b: Uint8Array) => Promise<Extracted>> = {
  pdf: fromPdf,
  docx: fromDocx,
  xlsx: fromXlsx,
  pptx: fromPptx,
  txt: fromText,
  md: fromText,
};

/**
 * PostgreSQL text cannot hold U+0000, and fonts may map glyphs to it or to
 * other control characters; lone surrogates cannot be encoded either. They
 * carry no meaning for readers or search, so they are dropped (tab and line
 * breaks stay).
 */
export function storableText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) continue;
    if (c === 0x7f) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) out += text[i] + text[++i];
      continue;
    }
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    out += text[i];
  }
  return out;
}

/**
 * The text of a document of a known kind. Never throws: a damaged file is
 * kept and the failure recorded, so the upload still succeeds.
 */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array): Promise<Extraction> {
  if (kind === 'image') return { status: 'unsupported', text: '', pageCount: null, error: null };
  try {
    const { text, pageCount } = await EXTRACTORS[kind](bytes);
    return { status: 'ok', text: storableText(text).slice(0, EXTRACT_TEXT_MAX), pageCount, error: null };
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300);
    return { status: 'failed', text: '', pageCount: null, error: `文本提取失败：${reason}` };
  }
}
