import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { documentDetail } from '../../../contract/library';
import type { Db } from '../../db/client';
import { documentFiles, files } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { Reader } from '../../knowledge/access';
import { loadDetail, pickVersion } from '../../knowledge/detail';
import { readableItem } from '../../knowledge/item';
import { fileRawPath, SIGNED_URL_TTL_SECONDS, signedUrl } from '../../lib/signed-url';

const LIBRARY = 2;

type DocumentDetail = z.input<typeof documentDetail>;

/**
 * The file of a version: its own upload, or, for a version that only changed
 * the document's information (title, labels …), the newest earlier file.
 */
async function fileOfVersion(db: Db, knowledgeId: number, version: number) {
  const [row] = await db
    .select({
      fileId: documentFiles.fileId,
      kind: documentFiles.kind,
      pageCount: documentFiles.pageCount,
      text: documentFiles.extractedText,
      status: documentFiles.extractStatus,
      error: documentFiles.extractError,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
    })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(and(eq(documentFiles.knowledgeId, knowledgeId), lte(documentFiles.version, version)))
    .orderBy(desc(documentFiles.version))
    .limit(1);
  if (!row) throw notFound(`第${version}版没有文件`);
  return row;
}

/** The engine's detail of a document plus the file and extracted text of the shown version. */
export async function documentDetailOf(db: Db, reader: Reader, id: number, version?: number): Promise<DocumentDetail> {
  const detail = await loadDetail(db, reader, LIBRARY, id, version);
  const f = await fileOfVersion(db, id, detail.version);
  return {
    ...detail,
    fileName: f.name,
    mimeType: f.mime,
    size: f.size,
    kind: f.kind as DocumentDetail['kind'],
    pages: f.pageCount,
    textStatus: f.status as DocumentDetail['textStatus'],
    textError: f.error,
    text: f.text,
  };
}

/**
 * A short-lived signed URL of a version's file, for download links and the
 * flipbook that cannot send the Authorization header. The same visibility
 * and version rules as the detail decide; no footprint is recorded.
 */
export async function documentFileUrl(db: Db, reader: Reader, id: number, version?: number) {
  const item = await readableItem(db, reader, LIBRARY, id);
  const v = await pickVersion(db, reader, item, version);
  const f = await fileOfVersion(db, id, v.version);
  return {
    url: await signedUrl(db, fileRawPath(f.fileId)),
    fileName: f.name,
    expiresInSeconds: SIGNED_URL_TTL_SECONDS,
  };
}
