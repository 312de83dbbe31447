import { eq } from 'drizzle-orm';
import { MAX_DB_ID } from '../../../contract/schemas';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { blobResponse } from '../../files/serve-blob';
import { forbidden, notFound } from '../../http/errors';
import { fileRawPath, verifySignedUrl } from '../../lib/signed-url';

export interface RawRequest {
  id: string;
  exp: string | undefined;
  sig: string | undefined;
  range: string | undefined;
  head: boolean;
}

/**
 * The bytes of an uploaded file for a signed URL. The signature is the
 * permission: whoever was given the URL (an `<img>` in an entry the reader
 * could open) may fetch it until it expires.
 */
export async function serveRawFile(deps: Deps, req: RawRequest): Promise<Response> {
  const id = /^\d{1,10}$/.test(req.id) ? Number(req.id) : 0;
  if (id < 1 || id > MAX_DB_ID) throw notFound('文件不存在或已删除');
  if (!(await verifySignedUrl(deps.db, fileRawPath(id), req.exp, req.sig))) throw forbidden('文件链接无效或已过期，请刷新页面');
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound('文件不存在或已删除');
  return blobResponse({
    store: blobStoreFor(deps.config),
    key: row.storageKey,
    mime: row.mime,
    fileName: row.originalName,
    disposition: 'inline',
    maxAgeSeconds: Number(req.exp) - Date.now() / 1000,
    range: req.range,
    head: req.head,
  });
}
