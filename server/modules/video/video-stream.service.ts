import { sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/knowledge';
import { MAX_DB_ID } from '../../../contract/schemas';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { blobResponse } from '../../files/serve-blob';
import { forbidden, notFound } from '../../http/errors';
import { verifySignedUrl } from '../../lib/signed-url';
import { videoFileOf } from './video-file';
import { streamPath } from './video-read.service';

export interface StreamRequest {
  id: string;
  exp: string | undefined;
  sig: string | undefined;
  range: string | undefined;
  head: boolean;
}

const GONE = '视频不存在或已删除';

/**
 * The bytes of a video for a signed stream URL, with HTTP Range (206 for a
 * range, 416 for one past the end) so the player can seek. The signature is
 * the permission, given by `streamUrl` to a caller who may watch the video;
 * a video deleted since is no longer served.
 */
export async function serveVideoStream(deps: Deps, req: StreamRequest): Promise<Response> {
  const id = /^\d{1,10}$/.test(req.id) ? Number(req.id) : 0;
  if (id < 1 || id > MAX_DB_ID) throw notFound(GONE);
  if (!(await verifySignedUrl(deps.db, streamPath(id), req.exp, req.sig))) {
    throw forbidden('视频链接无效或已过期，请刷新页面');
  }
  const rows = await deps.db.execute<{ version: number }>(sql`
    select coalesce(published_version, latest_version) as version from knowledge
    where id = ${id} and domain_id = ${DOMAIN_IDS.video} and deleted_at is null`);
  const item = rows.rows[0];
  if (!item) throw notFound(GONE);
  const f = await videoFileOf(deps.db, id, item.version);
  return blobResponse({
    store: blobStoreFor(deps.config),
    key: f.storageKey,
    mime: f.mime,
    fileName: f.name,
    disposition: 'inline',
    maxAgeSeconds: Number(req.exp) - Date.now() / 1000,
    range: req.range,
    head: req.head,
  });
}
