import type { AttachedFile } from '@contract/platform/attachments';
import { MAX_DB_ID } from '@contract/platform/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Conn, Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/app-env';
import { badRequest, forbidden, notFound, unauthenticated } from '../../http/errors';
import { bearerToken, loadSession, loadSessionById, type SessionUser } from '../../http/session';
import { signingSession } from '../../http/signing-session';
import { intArray } from '../../lib/int-array';
import { secondsLeft, signedUrl, verifySignedUrl } from '../../lib/signed-url';
import { blobStoreFor } from '../blob-store-factory';
import { blobResponse } from '../serve-blob';

/**
 * One kind of item that carries attachments (a notice, a forum post): where
 * its links live, where its files download from, and who may read it. The
 * table and column names are the module's constants, never input.
 */
export interface AttachmentOwner {
  /** Link table with columns (`ownerColumn`, file_id, sort). */
  table: string;
  ownerColumn: string;
  /** Download route prefix; one file is `${route}/:ownerId/:fileId`. */
  route: string;
  /** SQL true when the caller may read item `ownerId` now: asked again on every download. */
  readable: (user: SessionUser, ownerId: number) => SQL;
}

const GONE = '附件不存在或您无权查看';
const NOT_YOURS = '附件不存在或不是你上传的文件，请重新上传';

/** A path id as the routes take it: 1 … MAX_DB_ID, anything else 0 (no such item). */
const pathId = (s: string | undefined) => {
  const n = /^\d{1,10}$/.test(s ?? '') ? Number(s) : 0;
  return n >= 1 && n <= MAX_DB_ID ? n : 0;
};

/** The attachment engine of one owning kind: check, link, list and serve its files. */
export function attachmentsOf(owner: AttachmentOwner) {
  const links = sql.raw(owner.table);
  const ownerCol = sql.raw(owner.ownerColumn);
  const filePath = (ownerId: number, fileId: number) => `${owner.route}/${ownerId}/${fileId}`;

  /**
   * Refuses attachments the caller may not name: only his own uploads or
   * files this item already carries. Any other id (someone's document, a
   * restricted item's image) would otherwise be offered for download to
   * every reader of the item.
   */
  async function check(conn: Conn, fileIds: number[], userId: number, ownerId: number | null) {
    if (fileIds.length === 0) return;
    const ok = await conn.execute<{ id: number }>(sql`
      select f.id from files f
      where f.id = any(${intArray(fileIds)}) and (f.owner_id = ${userId} or exists (
        select 1 from ${links} l where l.${ownerCol} = ${ownerId ?? 0} and l.file_id = f.id))`);
    if (ok.rows.length !== new Set(fileIds).size) throw badRequest(NOT_YOURS);
  }

  /** Replaces an item's attachments with `fileIds`, in that order. */
  async function link(conn: Conn, ownerId: number, fileIds: number[]) {
    await conn.execute(sql`delete from ${links} where ${ownerCol} = ${ownerId}`);
    const ids = [...new Set(fileIds)];
    if (ids.length === 0) return;
    await conn.execute(sql`
      insert into ${links} (${ownerCol}, file_id, sort)
      select ${ownerId}, x.id, x.ord::int from unnest(${intArray(ids)}) with ordinality as x(id, ord)`);
  }

  /** `check` then `link`: the save of an item whose caller may already edit it. */
  async function attach(conn: Conn, user: SessionUser, ownerId: number, fileIds: number[]) {
    await check(conn, fileIds, user.id, ownerId);
    await link(conn, ownerId, fileIds);
  }

  /** An item's attachments, each with a download URL signed for the caller's session and this item. */
  async function list(db: Db, ownerId: number): Promise<AttachedFile[]> {
    const rows = await db.execute<{ id: number; name: string; size: number; mime: string }>(sql`
      select f.id, f.original_name as name, f.size, f.mime
      from ${links} l join files f on f.id = l.file_id
      where l.${ownerCol} = ${ownerId} order by l.sort, f.id`);
    return Promise.all(
      rows.rows.map(async (f) => ({
        ...f,
        url: await signedUrl(db, filePath(ownerId, f.id), { sessionId: signingSession(), itemId: ownerId }),
      })),
    );
  }

  /** Who asks: the session of a signed URL (bound to this item and file by its path), or of the Authorization header. */
  async function callerOf(deps: Deps, c: Context<AppEnv>, ownerId: number, fileId: number) {
    const q = c.req.query();
    if (q.sig !== undefined || q.exp !== undefined) {
      const invalid = () => forbidden('下载链接无效或已过期，请刷新页面');
      const grant = await verifySignedUrl(deps.db, filePath(ownerId, fileId), q);
      if (!grant || grant.itemId !== ownerId) throw invalid();
      const user = await loadSessionById(deps.db, grant.sessionId);
      if (!user) throw invalid();
      return { user, maxAge: secondsLeft(grant.exp) };
    }
    const token = bearerToken(c.req.header('authorization'));
    const user = token ? await loadSession(deps.db, token) : null;
    if (!user) throw unauthenticated(token ? '登录已失效，请重新登录' : '请先登录');
    return { user, maxAge: 0 };
  }

  /**
   * GET `${route}/:ownerId/:fileId` — an attachment as a download. Every
   * fetch checks again that the caller may read the item now (the owner's
   * rule) and that the item carries the file; anything else is 404, the same
   * as a file that does not exist.
   */
  async function serve(c: Context<AppEnv>): Promise<Response> {
    const deps = c.var.deps;
    const ownerId = pathId(c.req.param('ownerId'));
    const fileId = pathId(c.req.param('fileId'));
    if (ownerId === 0 || fileId === 0) throw notFound(GONE);
    const { user, maxAge } = await callerOf(deps, c, ownerId, fileId);
    const found = await deps.db.execute<{ storage_key: string; mime: string; name: string }>(sql`
      select f.storage_key, f.mime, f.original_name as name
      from ${links} l join files f on f.id = l.file_id
      where l.${ownerCol} = ${ownerId} and f.id = ${fileId} and ${owner.readable(user, ownerId)}`);
    const f = found.rows[0];
    if (!f) throw notFound(GONE);
    return blobResponse({
      store: blobStoreFor(deps),
      key: f.storage_key,
      mime: f.mime,
      fileName: f.name,
      disposition: 'attachment',
      maxAgeSeconds: maxAge,
      range: c.req.header('range'),
      head: c.req.method === 'HEAD',
    });
  }

  return { routePath: `${owner.route}/:ownerId/:fileId`, check, link, attach, list, serve };
}

export type Attachments = ReturnType<typeof attachmentsOf>;
