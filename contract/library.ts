import { z } from 'zod';
import { endpoint, noInput } from './endpoint';
import { dbId, idList, knowledgeDetail, knowledgeListItem, knowledgeStatus, listFilters } from './knowledge';
import { idParam, pageInput, pageOf } from './schemas';
import { versionItem, wikiSave } from './wiki';

const DOCS = 'ROLE_DOCUMENT_DISPLAY_WEB' as const;

export const DOCUMENT_KINDS = ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'md', 'image'] as const;
export const TEXT_STATUSES = ['ok', 'failed', 'unsupported'] as const;

/**
 * Hard ceiling of an upload request; the configured limit (AIKN_UPLOAD_MAX_MB,
 * 200 MB by default, at most 2048) is applied by the server before this one.
 */
export const UPLOAD_CEILING_BYTES = 2048 * 1024 * 1024 + 1024 * 1024;

/** Text fields of the upload form (besides `file`); labelIds is a comma-separated list. */
export const libraryUploadForm = z.object({
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
});

export const libraryUpload = endpoint({
  id: 'library.upload',
  method: 'POST',
  path: '/aikn-app/library/upload',
  summary:
    '上传文档（PDF/Word/Excel/PowerPoint/TXT/Markdown/图片，按内容识别类型），multipart 字段 file、labelIds、groupId；新建草稿并提取文本',
  access: DOCS,
  body: 'multipart',
  maxBodyBytes: UPLOAD_CEILING_BYTES,
  input: z.object({}),
  output: z.object({
    id: z.number().int(),
    version: z.number().int(),
    status: knowledgeStatus,
    kind: z.enum(DOCUMENT_KINDS),
    textStatus: z.enum(TEXT_STATUSES),
  }),
});

export const libraryList = endpoint({
  id: 'library.list',
  method: 'POST',
  path: '/aikn-app/library/list',
  summary: '文档列表（筛选、排序、分页）',
  access: DOCS,
  input: listFilters.extend(pageInput.shape),
  output: pageOf(knowledgeListItem),
});

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
});

export const libraryDetail = endpoint({
  id: 'library.detail',
  method: 'GET',
  path: '/aikn-app/library/detail/:id',
  summary: '文档详情（含文件信息与提取文本；默认已发布版本，作者与审核人可看指定版本）；记录足迹',
  access: DOCS,
  params: idParam,
  input: z.object({ version: z.coerce.number().int().min(1).max(100_000).optional().meta({ title: '版本' }) }),
  output: documentDetail,
});

export const libraryFileUrl = endpoint({
  id: 'library.fileUrl',
  method: 'GET',
  path: '/aikn-app/library/fileUrl/:id',
  summary: '文档文件的短时签名地址（下载、预览；支持 Range）',
  access: DOCS,
  params: idParam,
  input: z.object({ version: z.coerce.number().int().min(1).max(100_000).optional().meta({ title: '版本' }) }),
  output: z.object({ url: z.string(), fileName: z.string(), expiresInSeconds: z.number().int() }),
});

const stepOutput = z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus });

export const librarySave = endpoint({
  id: 'library.save',
  method: 'POST',
  path: '/aikn-app/library/save',
  summary: '保存已上传文档的信息（标题、摘要、标签、组织、自定义字段、可见范围、说明）；baseVersion 不是最新版本时返回 409',
  access: DOCS,
  input: wikiSave.input.extend({
    id: dbId('文档'),
    baseVersion: z.number().int().min(1).meta({ title: '基础版本' }),
    /** Optional description shown above the file; documents need no body text. */
    content: wikiSave.input.shape.content.default(''),
  }),
  output: wikiSave.output,
});

export const librarySubmit = endpoint({
  id: 'library.submit',
  method: 'POST',
  path: '/aikn-app/library/submit/:id',
  summary: '提交最新文档版本审核',
  access: DOCS,
  params: idParam,
  input: noInput,
  output: stepOutput,
});

export const libraryWithdraw = endpoint({
  id: 'library.withdraw',
  method: 'POST',
  path: '/aikn-app/library/withdraw/:id',
  summary: '撤回审核中的文档版本（回到草稿）',
  access: DOCS,
  params: idParam,
  input: noInput,
  output: stepOutput,
});

export const libraryVersions = endpoint({
  id: 'library.versions',
  method: 'GET',
  path: '/aikn-app/library/versions/:id',
  summary: '文档版本历史（读者看到已发布过的版本，作者与审核人看到全部）',
  access: DOCS,
  params: idParam,
  input: noInput,
  output: z.array(versionItem),
});

export const libraryRemove = endpoint({
  id: 'library.remove',
  method: 'POST',
  path: '/aikn-app/library/remove/:id',
  summary: '删除文档（移入回收站）',
  access: DOCS,
  params: idParam,
  input: noInput,
  output: z.null(),
});
