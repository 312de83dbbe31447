import { LIBRARY_FILE_ACCESS, libraryFileQuery } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { MAX_DB_ID } from '@contract/platform/schemas';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { readerOf } from '../../access/reader';
import { documentDownloads as dd, documentMeta as dm } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { Deps } from '../../deps';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { blobStoreFor } from '../../files/blob-store-factory';
import { blobResponse } from '../../files/serve-blob';
import type { AppEnv } from '../../http/app-env';
import { eventAddress } from '../../http/client-address';
import { badRequest, forbidden, notFound, requireKeys, unauthenticated } from '../../http/errors';
import { bearerToken, loadSession, loadSessionById } from '../../http/session';
import { describeIssues } from '../../http/validation';
import { pickVersion } from '../../knowledge/detail';
import { itemNotFound, readableItem } from '../../knowledge/item';
import { mayOpenVersion } from '../../knowledge/version-access';
import { verifyDownloadUrl } from './download-url';
import { fileOfVersion } from './version-file';

const LIBRARY = DOMAIN_IDS.library;

/** Which document version the request may download, and for whom: by signed URL or by the Authorization header. */
async function authorise(deps: Deps, c: Context<AppEnv>, id: number) {
  const q = c.req.query();
  if (q.sig !== undefined || q.exp !== undefined) return bySignedUrl(deps, id, q);
  const token = bearerToken(c.req.header('authorization'));
  const user = token ? await loadSession(deps.db, token) : null;
  if (!user) throw unauthenticated(token ? '登录已失效，请重新登录' : '请先登录');
  requireKeys(user.permissions, [LIBRARY_FILE_ACCESS]);
  const parsed = libraryFileQuery.safeParse(q);
  if (!parsed.success) throw badRequest(describeIssues(libraryFileQuery, parsed.error));
  const reader = readerOf(user);
  const item = await readableItem(deps.db, reader, LIBRARY, id);
  const v = await pickVersion(deps.db, reader, item, parsed.data.version);
  // Without a signed URL, the session's fetches of one version stand in for a grant.
  return { version: v.version, userId: user.id, grantKey: `session:${user.sessionId}:${v.version}` };
}

/**
 * A signed download URL, checked again as if its session asked now: the
 * session is live, its user still holds the download permission and may
 * still open that version of the document.
 */
async function bySignedUrl(deps: Deps, id: number, q: Record<string, string | undefined>) {
  const invalid = () => forbidden('下载链接无效或已过期，请刷新页面');
  const signed = await verifyDownloadUrl(deps.db, id, q);
  if (!signed) throw invalid();
  const user = await loadSessionById(deps.db, signed.sessionId);
  if (!user) throw invalid();
  requireKeys(user.permissions, [LIBRARY_FILE_ACCESS]);
  if (!(await mayOpenVersion(deps.db, readerOf(user), id, signed.version))) throw itemNotFound(LIBRARY);
  // The signature names this one grant (session, version, expiry): its ranges are one download.
  return { version: signed.version, userId: user.id, grantKey: `url:${q.sig}` };
}

/**
 * One download, logged for the reports and counted on the document. A fetch
 * from the file's start always counts; a later range (a resume, a player)
 * counts only when its grant was never counted, so skipping byte 0 hides nothing.
 */
async function countDownload(
  deps: Deps,
  id: number,
  who: { version: number; userId: number; grantKey: string },
  fromStart: boolean,
  ip: string | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const logged = sql`${bare(dd.knowledgeId)}, ${bare(dd.version)}, ${bare(dd.userId)}`;
    const added = await tx.execute(sql`
      insert into ${dd} (${logged}, ${bare(dd.grantKey)})
      values (${id}, ${who.version}, ${who.userId}, ${who.grantKey}) on conflict (${bare(dd.grantKey)}) do nothing returning ${dd.id}`);
    if (added.rows.length === 0) {
      if (!fromStart) return;
      // The grant's first download is logged under its key; a new one from the start is logged on its own.
      await tx.execute(sql`insert into ${dd} (${logged}) values (${id}, ${who.version}, ${who.userId})`);
    }
    await tx.execute(sql`insert into ${dm} (${bare(dm.knowledgeId)}, ${bare(dm.downloadCount)}) values (${id}, 1)
      on conflict (${bare(dm.knowledgeId)}) do update set ${bare(dm.downloadCount)} = ${dm.downloadCount} + 1`);
    // One event per download row, so reports count downloads as the document's counter does (decision 020).
    await recordEvent(tx, {
      action: 'download',
      ...actor({ id: who.userId, ip }),
      subject: { type: LIBRARY, id },
      detail: { version: who.version },
    });
  });
}

/**
 * GET /aikn-app/library/file/:id — a version's file as a download with its
 * original name and HTTP Range. A fetch from the start counts; so does the
 * first fetch of a grant (a signed URL, or a session's fetches of a version)
 * whatever its range, so skipping byte 0 does not hide a download; its later
 * ranges (resumes, players) do not count again.
 */
export async function serveDownload(c: Context<AppEnv>): Promise<Response> {
  const deps = c.var.deps;
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_DB_ID) throw itemNotFound(LIBRARY);
  const who = await authorise(deps, c, id);
  const f = await fileOfVersion(deps.db, id, who.version).catch(() => {
    throw notFound('文件不存在或已删除');
  });
  const head = c.req.method === 'HEAD';
  const res = await blobResponse({
    store: blobStoreFor(deps),
    key: f.storageKey,
    mime: f.mime,
    fileName: f.name,
    disposition: 'attachment',
    maxAgeSeconds: 0,
    range: c.req.header('range'),
    head,
  });
  const fromStart = res.status === 200 || (res.status === 206 && res.headers.get('content-range')?.startsWith('bytes 0-'));
  if (!head && (res.status === 200 || res.status === 206)) {
    await countDownload(deps, id, who, fromStart === true, eventAddress(c, deps.config.trustedProxies));
  }
  return res;
}
