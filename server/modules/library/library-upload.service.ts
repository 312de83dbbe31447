import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { TITLE_MAX } from '../../../contract/knowledge';
import { libraryUploadForm } from '../../../contract/library';
import { documentFiles, files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { sanitizeFileName } from '../../files/file-name';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { describeIssues } from '../../http/validation';
import { readerOf } from '../../knowledge/access';
import { saveDraft } from '../../knowledge/save';
import { DocumentTypeError, detectDocumentType } from './document-type';
import { extractDocumentText } from './extract-text';
import { tooLargeMessage } from './upload-limit';

const LIBRARY = 2;

interface UploadForm {
  file: File;
  labelIds: number[];
  groupId: number | null;
}

/** The parts of the upload form; the route's body limit has already capped the size. */
export async function readUploadForm(c: Context): Promise<UploadForm> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('上传内容无法解析，请重新选择文件');
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest('文件：请选择要上传的文件');
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const parsed = libraryUploadForm.safeParse({ labelIds: text(form.labelIds), groupId: text(form.groupId) });
  if (!parsed.success) throw badRequest(describeIssues(libraryUploadForm, parsed.error));
  return { file, ...parsed.data };
}

const titleOf = (name: string) => [...name.replace(/\.[^.]*$/, '').trim()].slice(0, TITLE_MAX).join('') || '未命名文档';

/**
 * Stores an uploaded document as a new draft (domain 2) through the shared
 * engine: type by content, the server's own blob key, the original name as
 * metadata, and the extracted text kept with the version's file. A failed
 * extraction keeps the document and records why.
 */
export async function uploadDocument(deps: Deps, user: SessionUser, form: UploadForm) {
  const { file } = form;
  if (file.size === 0) throw badRequest('文件为空，请选择有内容的文件');
  if (file.size > deps.config.uploadMaxBytes) throw new ApiError(413, tooLargeMessage(deps.config.uploadMaxBytes));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const cleanName = sanitizeFileName(file.name);
  let type: Awaited<ReturnType<typeof detectDocumentType>>;
  try {
    type = await detectDocumentType(bytes, cleanName);
  } catch (err) {
    if (err instanceof DocumentTypeError) throw badRequest(err.message);
    throw err;
  }
  const name = cleanName || `文档.${type.ext}`;
  const reader = await readerOf(deps.db, user);
  const extraction = await extractDocumentText(type.kind, bytes);
  const store = blobStoreFor(deps.config);
  const blob = await store.put(bytes);
  let fileId: number | null = null;
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        storageKey: blob.key,
        originalName: name,
        mime: type.mime,
        size: blob.size,
        sha256: blob.sha256,
        ownerId: user.id,
      })
      .returning({ id: files.id });
    fileId = row.id;
    const saved = await saveDraft(deps.db, reader, LIBRARY, {
      title: titleOf(name),
      content: '',
      summary: extraction.text.replace(/\s+/g, ' ').trim().slice(0, 200),
      labelIds: form.labelIds,
      groupId: form.groupId,
      fields: [],
      visibility: { scope: 'all', groupIds: [], userIds: [] },
      coverFileId: null,
    });
    await deps.db.insert(documentFiles).values({
      knowledgeId: saved.id,
      version: saved.version,
      fileId: row.id,
      kind: type.kind,
      pageCount: extraction.pageCount,
      extractedText: extraction.text,
      extractStatus: extraction.status,
      extractError: extraction.error,
    });
    return { id: saved.id, version: saved.version, status: saved.status, kind: type.kind, textStatus: extraction.status };
  } catch (err) {
    // A refused draft (unknown label or group) leaves neither bytes nor a file row behind.
    if (fileId !== null) await deps.db.delete(files).where(eq(files.id, fileId));
    await store.delete(blob.key);
    throw err;
  }
}
