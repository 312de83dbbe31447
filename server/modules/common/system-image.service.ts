import { sql } from 'drizzle-orm';
import { imagePaths as ip } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { IMAGE_EXTENSIONS, type ImageMime } from '../../files/image-type';
import { hashedBlobResponse } from '../../files/serve-blob';
import { notFound } from '../../http/errors';
import { systemImagePath } from '../../lib/system-image-path';

const GONE = '图片不存在或已更换';

/**
 * The bytes of an uploaded system image (the logo, the sign-in background).
 * Public — the sign-in page shows them before anyone signs in — and named by
 * content hash: only the current image's address answers.
 */
export async function serveSystemImage(
  deps: Deps,
  req: { picType: string; hash: string; ifNoneMatch: string | undefined; head: boolean },
): Promise<Response> {
  if (!/^[a-zA-Z]{1,20}$/.test(req.picType) || !/^[0-9a-f]{64}$/.test(req.hash)) throw notFound(GONE);
  const r = await deps.db.execute<{ blob_key: string; mime: string }>(sql`
    select ${ip.blobKey}, ${ip.mime} from ${ip}
    where ${ip.picType} = ${req.picType} and ${ip.path} = ${systemImagePath(req.picType, req.hash)} and ${ip.blobKey} is not null`);
  const row = r.rows[0];
  if (!row) throw notFound(GONE);
  return hashedBlobResponse({
    store: blobStoreFor(deps),
    key: row.blob_key,
    mime: row.mime,
    fileName: `${req.picType}.${IMAGE_EXTENSIONS[row.mime as ImageMime] ?? 'img'}`,
    hash: req.hash,
    ifNoneMatch: req.ifNoneMatch,
    head: req.head,
    visibility: 'public',
  });
}
