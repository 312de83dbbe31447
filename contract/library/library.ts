import { z } from 'zod';
import { dbId, idList, knowledgeDetail, knowledgeListItem, knowledgeStatus, listFilters } from '../knowledge/knowledge';
import { readAccess, saveOutput, uploadedItemSaveInput, versionQuery, writeAccess } from '../knowledge/knowledge-lifecycle';
import { domainByKey } from '../platform/domains';
import { endpoint } from '../platform/endpoint';
import { idParam, intInput, pageInput, pageOf } from '../platform/schemas';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from './library-terms';

export const LIBRARY_DOMAIN = domainByKey('library');
export const DOCS = readAccess(LIBRARY_DOMAIN);
export const DOCS_WRITE = writeAccess(LIBRARY_DOMAIN);

export const DOCUMENT_KINDS = ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'md', 'image'] as const;
export const TEXT_STATUSES = ['ok', 'failed', 'unsupported'] as const;

/**
 * Hard ceiling of an upload request; the configured limit (AIKN_UPLOAD_MAX_MB,
 * 200 MB by default, at most 2048) is applied by the server before this one.
 */
export const UPLOAD_CEILING_BYTES = 2048 * 1024 * 1024 + 1024 * 1024;

/** Longest question text an upload may answer (`/library/create/:question`). */
export const QUESTION_MAX = 200;

const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

const questionSchema = z.preprocess(
  blankToNull,
  z.string().trim().max(QUESTION_MAX, `关联问题最多${QUESTION_MAX}个字`).nullable(),
);
const regionSchema = z.preprocess(
  blankToNull,
  z.string().trim().max(REGION_MAX, `地区最多${REGION_MAX}个字`).nullable().meta({ title: '地区' }),
);
const yearSchema = z.preprocess(
  blankToNull,
  intInput((n) => n.min(YEAR_MIN, `年份须在${YEAR_MIN}–${YEAR_MAX}之间`).max(YEAR_MAX, `年份须在${YEAR_MIN}–${YEAR_MAX}之间`))
    .nullable()
    .meta({ title: '年份' }),
);
/** Form fields arrive as strings: 'true' / 'false' (or nothing, meaning false). */
const flagSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' || v === undefined ? false : v),
  z.boolean().meta({ title: '是否地方志' }),
);

/** A chronicle (地方志) needs its region and year; other documents keep neither. */
const chronicleRule = <T extends { isChronicle: boolean; region: string | null; year: number | null }>(v: T) =>
  !v.isChronicle || (v.region !== null && v.year !== null);
const chronicleIssue = { message: '地方志须填写地区和年份', path: ['region'] };

/** Item-level facts of a document (not versioned): the question it answers and its chronicle data. */
const factsShape = {
  question: questionSchema.meta({ title: '关联问题' }),
  isChronicle: flagSchema,
  region: regionSchema,
  year: yearSchema,
};

/**
 * Text fields of the upload form (besides `file`); labelIds is a comma-separated list,
 * isChronicle 'true'/'false', region and year required for a chronicle.
 */
export const libraryUploadForm = z
  .object({
    labelIds: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((p) => p.trim())
              .filter(Boolean)
          : (v ?? []),
      idList('标签'),
    ),
    groupId: z.preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
      dbId('所属组织').nullable(),
    ),
    ...factsShape,
  })
  .refine(chronicleRule, chronicleIssue);

/** What an upload (new document or new version of one) answers. */
export const uploadOutput = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: knowledgeStatus,
  kind: z.enum(DOCUMENT_KINDS),
  textStatus: z.enum(TEXT_STATUSES),
});

export const libraryUpload = endpoint({
  id: 'library.upload',
  method: 'POST',
  path: '/aikn-app/library/upload',
  summary:
    '上传文档（PDF/Word/Excel/PowerPoint/TXT/Markdown/图片，按内容识别类型），multipart 字段 file、labelIds、groupId、question、isChronicle、region、year；新建草稿并提取文本',
  access: DOCS_WRITE,
  body: 'multipart',
  maxBodyBytes: UPLOAD_CEILING_BYTES,
  input: z.object({}),
  output: uploadOutput,
});

/** A document in lists: the shared list item plus how often its file was downloaded. */
export const documentListItem = knowledgeListItem.extend({ downloadCount: z.number().int() });
export type DocumentListItem = z.infer<typeof documentListItem>;

export const libraryList = endpoint({
  id: 'library.list',
  method: 'POST',
  path: '/aikn-app/library/list',
  summary: '文档列表（筛选、排序、分页；sort=hot 为近30天热门，sort=updated 为最近更新）',
  access: DOCS,
  input: listFilters.extend(pageInput.shape),
  output: pageOf(documentListItem),
});

/** How the shown version can be previewed; `libraryPreview` answers the matching shape. */
export const PREVIEW_KINDS = ['pdf', 'html', 'table', 'slides', 'image', 'text', 'none'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export const documentDetail = knowledgeDetail.extend({
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  /** Pages (PDF), sheets (XLSX) or slides (PPTX). */
  pages: z.number().int().nullable(),
  textStatus: z.enum(TEXT_STATUSES),
  textError: z.string().nullable(),
  /** Extracted text of the shown version (text view, version compare). */
  text: z.string(),
  /** The topic or forum question the document answers (`/library/create/:question`), or null. */
  question: z.string().nullable(),
  /** Part of the local chronicle (地方志) collection, with its region and year. */
  isChronicle: z.boolean(),
  region: z.string().nullable(),
  year: z.number().int().nullable(),
  downloadCount: z.number().int(),
  /** The caller holds ROLE_DOCUMENT_DOWNLOAD (download button, attachment URLs). */
  canDownload: z.boolean(),
  /** The caller may change question and chronicle facts (`libraryMeta`): the author, admins and approvers. */
  canEditMeta: z.boolean(),
  /** What `libraryPreview` will answer for the shown version. */
  previewKind: z.enum(PREVIEW_KINDS),
});

export const libraryDetail = endpoint({
  id: 'library.detail',
  method: 'GET',
  path: '/aikn-app/library/detail/:id',
  summary: '文档详情（含文件信息与提取文本；默认已发布版本，作者与审核人可看指定版本）；记录足迹',
  access: DOCS,
  params: idParam,
  input: z.object({ version: versionQuery }),
  output: documentDetail,
});

/** Only downloads: previews are rendered pages (`libraryPreview`), never the original file. */
export const FILE_DISPOSITIONS = ['attachment'] as const;

export const libraryFileUrl = endpoint({
  id: 'library.fileUrl',
  method: 'GET',
  path: '/aikn-app/library/fileUrl/:id',
  summary:
    '文档原文件的短时下载地址（支持 Range，绑定当前会话，每次使用时重新校验）：需文档下载权限，打开时记录下载；预览请用 preview（渲染后的页面）',
  access: DOCS,
  params: idParam,
  input: z.object({
    version: versionQuery,
    disposition: z.enum(FILE_DISPOSITIONS).default('attachment').meta({ title: '打开方式' }),
  }),
  output: z.object({ url: z.string(), fileName: z.string(), expiresInSeconds: z.number().int() }),
});

/**
 * `GET /aikn-app/library/file/:id?version=N` — the file's bytes as a download
 * (Content-Disposition: attachment with the original name, HTTP Range, 206/416).
 * Authorised by the Authorization header and ROLE_DOCUMENT_DOWNLOAD, or by a
 * signed URL from `libraryFileUrl` with disposition 'attachment'. Not a JSON
 * endpoint (it answers bytes, errors in the envelope), so it is listed here
 * as a path rather than as an `endpoint()`. A request without Range or with a
 * Range starting at byte 0 counts as one download and is logged.
 */
export const LIBRARY_FILE_PATH = '/aikn-app/library/file/:id';
export const LIBRARY_FILE_ACCESS = 'ROLE_DOCUMENT_DOWNLOAD' as const;
export const libraryFileQuery = z.object({ version: versionQuery });

export const librarySave = endpoint({
  id: 'library.save',
  method: 'POST',
  path: '/aikn-app/library/save',
  summary: '保存已上传文档的信息（标题、摘要、标签、组织、自定义字段、可见范围、说明）；baseVersion 不是最新版本时返回 409',
  access: DOCS_WRITE,
  input: uploadedItemSaveInput(LIBRARY_DOMAIN.noun),
  output: saveOutput,
});

export const libraryMeta = endpoint({
  id: 'library.meta',
  method: 'POST',
  path: '/aikn-app/library/meta',
  summary: '修改文档的关联问题与地方志信息（地区、年份）；作者、管理员或审核人可改，不产生新版本',
  access: DOCS,
  input: z.object({ id: dbId('文档'), ...factsShape }).refine(chronicleRule, chronicleIssue),
  output: z.object({
    id: z.number().int(),
    question: z.string().nullable(),
    isChronicle: z.boolean(),
    region: z.string().nullable(),
    year: z.number().int().nullable(),
  }),
});
