import { MAX_DB_ID } from '@contract/platform/schemas';
import { eq } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { blobResponse } from '../../files/serve-blob';
import { forbidden, notFound } from '../../http/errors';
import { loadSessionById } from '../../http/session';
import { versionShowsFile } from '../../knowledge/file-refs';
import { mayOpenVersion } from '../../knowledge/version-access';
import { fileRawPath, secondsLeft, verifySignedUrl } from '../../lib/signed-url';

export interface RawRequest {
  id: string;
  query: Record<string, string | undefined>;
  range: string | undefined;
  head: boolean;
}

const INVALID = '文件链接无效或已过期，请刷新页面';

/**
 * The bytes of an uploaded image for a signed URL. The signature only says
 * who was given the URL and through which item; every fetch checks again
 * that this session is live, that the caller may still open that version,
 * and that the version still shows the image. A URL without an item is the
 * uploader's own preview of a fresh upload. Documents and videos are never
 * served here: they have their own counted or streamed routes.
 */
export async function serveRawFile(deps: Deps, req: RawRequest): Promise<Response> {
  const id = /^\d{1,10}$/.test(req.id) ? Number(req.id) : 0;
  if (id < 1 || id > MAX_DB_ID) throw notFound('文件不存在或已删除');
  const grant = await verifySignedUrl(deps.db, fileRawPath(id), req.query);
  if (!grant) throw forbidden(INVALID);
  const user = await loadSessionById(deps.db, grant.sessionId);
  if (!user) throw forbidden(INVALID);
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!row?.mime.startsWith('image/')) throw notFound('文件不存在或已删除');
  if (grant.itemId === undefined) {
    if (row.ownerId !== user.id) throw forbidden(INVALID);
  } else {
    const version = grant.version ?? 0;
    const open = await mayOpenVersion(deps.db, readerOf(user), grant.itemId, version);
    if (!open || !(await versionShowsFile(deps.db, grant.itemId, version, id))) throw forbidden(INVALID);
  }
  return blobResponse({
    store: blobStoreFor(deps),
    key: row.storageKey,
    mime: row.mime,
    fileName: row.originalName,
    disposition: 'inline',
    maxAgeSeconds: secondsLeft(grant.exp),
    range: req.range,
    head: req.head,
  });
}
