import { MAX_DB_ID } from '@contract/platform/schemas';
import { readerOf } from '../../access/reader';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { blobResponse } from '../../files/serve-blob';
import { forbidden, notFound } from '../../http/errors';
import { loadSessionById } from '../../http/session';
import { mayOpenVersion } from '../../knowledge/version-access';
import { secondsLeft, verifySignedUrl } from '../../lib/signed-url';
import { videoFileOf } from './video-file';
import { streamPath } from './video-read.service';

export interface StreamRequest {
  id: string;
  query: Record<string, string | undefined>;
  range: string | undefined;
  head: boolean;
}

const GONE = '视频不存在或已删除';
const INVALID = '视频链接无效或已过期，请刷新页面';

/**
 * The bytes of a video for a signed stream URL, with HTTP Range (206 for a
 * range, 416 for one past the end) so the player can seek. `streamUrl` gave
 * the URL to a session that could watch the video; every fetch checks again
 * that the session is live and may still open that version, so a video
 * deleted or hidden since, or a signed-out session, is no longer served.
 */
export async function serveVideoStream(deps: Deps, req: StreamRequest): Promise<Response> {
  const id = /^\d{1,10}$/.test(req.id) ? Number(req.id) : 0;
  if (id < 1 || id > MAX_DB_ID) throw notFound(GONE);
  const grant = await verifySignedUrl(deps.db, streamPath(id), req.query);
  if (!grant || grant.itemId !== id || grant.version === undefined) throw forbidden(INVALID);
  const user = await loadSessionById(deps.db, grant.sessionId);
  if (!user) throw forbidden(INVALID);
  // The holder could watch it when the URL was issued: telling them it is gone reveals nothing new.
  if (!(await mayOpenVersion(deps.db, readerOf(user), id, grant.version))) throw notFound(GONE);
  const f = await videoFileOf(deps.db, id, grant.version);
  return blobResponse({
    store: blobStoreFor(deps),
    key: f.storageKey,
    mime: f.mime,
    fileName: f.name,
    disposition: 'inline',
    maxAgeSeconds: secondsLeft(grant.exp),
    range: req.range,
    head: req.head,
  });
}
