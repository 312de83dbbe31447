import { and, desc, eq, lte } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { documentFiles, files } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/**
 * The file of a version: its own upload, or, for a version that only changed
 * the document's information (title, labels …), the newest earlier file.
 */
export async function fileOfVersion(db: Db | Conn, knowledgeId: number, version: number) {
  const [row] = await db
    .select({
      rowId: documentFiles.id,
      version: documentFiles.version,
      fileId: documentFiles.fileId,
      previewFileId: documentFiles.previewFileId,
      kind: documentFiles.kind,
      pageCount: documentFiles.pageCount,
      text: documentFiles.extractedText,
      status: documentFiles.extractStatus,
      error: documentFiles.extractError,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(and(eq(documentFiles.knowledgeId, knowledgeId), lte(documentFiles.version, version)))
    .orderBy(desc(documentFiles.version))
    .limit(1);
  if (!row) throw notFound(`第${version}版没有文件`);
  return row;
}
