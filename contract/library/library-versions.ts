import { z } from 'zod';
import { lifecycleEndpoints, versionItem, versionQuery } from '../knowledge/knowledge-lifecycle';
import { endpoint } from '../platform/endpoint';
import { idParam, intInput } from '../platform/schemas';
import { DOCS, DOCS_WRITE, DOCUMENT_KINDS, LIBRARY_DOMAIN, UPLOAD_CEILING_BYTES, uploadOutput } from './library';

/** A document's lifecycle and versions: submit, withdraw, remove, the history, a new version's file, rollback and comparison. */

/** A version in the history, with the file it carries (its own upload or the newest earlier one). */
export const documentVersionItem = versionItem.extend({
  fileName: z.string(),
  size: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
});

export const {
  submit: librarySubmit,
  withdraw: libraryWithdraw,
  versions: libraryVersions,
  rollback: libraryRollback,
  remove: libraryRemove,
} = lifecycleEndpoints(LIBRARY_DOMAIN, { rollbackCopies: '的信息和文件', versionItem: documentVersionItem });

export const libraryUploadVersion = endpoint({
  id: 'library.uploadVersion',
  method: 'POST',
  path: '/aikn-app/library/uploadVersion/:id',
  summary:
    '上传文档的新版本文件（multipart 字段 file，类型按内容识别）：已发布文档新建草稿版本，未发布的草稿替换其文件；可带 baseVersion 防止覆盖他人的新版本（409）',
  access: DOCS_WRITE,
  body: 'multipart',
  maxBodyBytes: UPLOAD_CEILING_BYTES,
  params: idParam,
  input: z.object({ baseVersion: versionQuery.meta({ title: '基础版本' }) }),
  output: uploadOutput,
});

const comparedSide = z.object({ version: z.number().int(), text: z.string(), fileName: z.string() });

export const libraryCompare = endpoint({
  id: 'library.compare',
  method: 'GET',
  path: '/aikn-app/library/compare/:id',
  summary: '比较两个版本的提取文本（只能比较调用者可查看的版本）',
  access: DOCS,
  params: idParam,
  input: z.object({
    from: intInput((n) => n.min(1).max(100_000)).meta({ title: '旧版本' }),
    to: intInput((n) => n.min(1).max(100_000)).meta({ title: '新版本' }),
  }),
  output: z.object({ from: comparedSide, to: comparedSide }),
});
