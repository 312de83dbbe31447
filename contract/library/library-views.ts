import { z } from 'zod';
import { categoryCount, labelGroupCount, versionQuery } from '../knowledge/knowledge-lifecycle';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, intInput, keywordFilter } from '../platform/schemas';
import { DOCS, documentListItem } from './library';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from './library-terms';

/** The document library's read-only views: a version's preview, the library home and the chronicles. */
/** Largest table a spreadsheet preview shows per sheet. */
export const PREVIEW_MAX_ROWS = 500;
export const PREVIEW_MAX_COLS = 50;

/** The preview of a version, by kind (see `documentDetail.previewKind`). */
export const documentPreview = z.discriminatedUnion('kind', [
  /**
   * A PDF, or the LibreOffice PDF rendition of an Office file, for the
   * flipbook: its page count and a signed URL of its rendered pages (PNG);
   * append `&page=N` (from 1) and `&hi=1` for the zoomed resolution. The PDF
   * itself is never handed to the browser: it is the download.
   */
  z.object({ kind: z.literal('pdf'), pages: z.number().int(), pageUrl: z.string() }),
  /** A Word document as sanitised HTML. */
  z.object({ kind: z.literal('html'), html: z.string() }),
  /**
   * A workbook's sheets as text cells, cut at PREVIEW_MAX_ROWS × PREVIEW_MAX_COLS;
   * a merged range's text is in its top-left cell (from 0), the range's other cells are empty.
   */
  z.object({
    kind: z.literal('table'),
    sheets: z.array(
      z.object({
        name: z.string(),
        rows: z.array(z.array(z.string())),
        merges: z.array(
          z.object({ row: z.number().int(), col: z.number().int(), rows: z.number().int(), cols: z.number().int() }),
        ),
        truncated: z.boolean(),
      }),
    ),
  }),
  /** An image document: a signed URL of a re-encoded rendition (PNG), never the uploaded bytes. */
  z.object({ kind: z.literal('image'), url: z.string() }),
  /** TXT and Markdown (as source text). */
  z.object({ kind: z.literal('text'), text: z.string() }),
  /**
   * PowerPoint without a PDF rendition (LibreOffice missing, or the rendition
   * not made yet): one card per slide with its title, body paragraphs (outline
   * level from 0, bullet or not) and tables; `note` says in Chinese that this is
   * the text of the slides, not their look.
   */
  z.object({
    kind: z.literal('slides'),
    note: z.string(),
    slides: z.array(
      z.object({
        title: z.string(),
        paragraphs: z.array(z.object({ text: z.string(), level: z.number().int(), bullet: z.boolean() })),
        tables: z.array(z.array(z.array(z.string()))),
      }),
    ),
  }),
  /** Nothing to show; `reason` says why in Chinese. */
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);
export type DocumentPreview = z.infer<typeof documentPreview>;

/**
 * `GET /aikn-app/library/page/:id?k&v&s&exp&sig&page=N[&hi=1]` — one rendered
 * page of a version's PDF (or an image document's rendition) as PNG. Only the
 * signed `pageUrl` of `libraryPreview` reaches it; every fetch checks again
 * that its session is live and may open the version. Not a JSON endpoint.
 */
export const LIBRARY_PAGE_PATH = '/aikn-app/library/page/:id';
/** Largest page number a page URL may ask for (a PDF may declare more, but none is rendered past it). */
export const PREVIEW_MAX_PAGES = 5000;

export const libraryPreview = endpoint({
  id: 'library.preview',
  method: 'GET',
  path: '/aikn-app/library/preview/:id',
  summary: '文档预览：PDF（翻页书）、Word 转 HTML、Excel 表格、PPT 幻灯片、图片、文本；默认已发布版本',
  access: DOCS,
  params: idParam,
  input: z.object({ version: versionQuery }),
  output: documentPreview,
});

/** How many documents each of the home's newest and most-downloaded blocks lists. */
export const LIBRARY_HOME_BLOCK = 10;

export const libraryHome = endpoint({
  id: 'library.home',
  method: 'GET',
  path: '/aikn-app/library/home',
  summary: '文档首页：按标签分类和组织统计、最新、下载最多',
  access: DOCS,
  input: noInput,
  output: z.object({
    labelGroups: z.array(labelGroupCount),
    groups: z.array(categoryCount),
    newest: z.array(documentListItem),
    mostDownloaded: z.array(documentListItem),
    total: z.number().int(),
  }),
});

/** Most chronicle documents one `libraryChronicles` answer lists. */
export const CHRONICLES_MAX = 1000;

export const libraryChronicles = endpoint({
  id: 'library.chronicles',
  method: 'POST',
  path: '/aikn-app/library/chronicles',
  summary: '地方志：已发布的地方志文档，按地区和年份分组（地区按名称，年份从新到旧）',
  access: DOCS,
  input: z.object({
    region: z
      .string()
      .trim()
      .max(REGION_MAX, `地区最多${REGION_MAX}个字`)
      .refine((s) => !s.includes('\u0000'), '地区含有不支持的字符')
      .optional()
      .meta({ title: '地区' }),
    year: intInput((n) => n.min(YEAR_MIN).max(YEAR_MAX))
      .optional()
      .meta({ title: '年份' }),
    keyword: keywordFilter,
  }),
  output: z.object({
    regions: z.array(
      z.object({
        region: z.string(),
        count: z.number().int(),
        years: z.array(z.object({ year: z.number().int(), items: z.array(documentListItem) })),
      }),
    ),
    total: z.number().int(),
    /** More than CHRONICLES_MAX documents matched; narrow the filter. */
    truncated: z.boolean(),
  }),
});
