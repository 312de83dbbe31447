import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secrets } from '../db/schema/index';
import { signingSession } from '../http/signing-session';

const SECRET_NAME = 'file-url';
const cache = new WeakMap<Db, string>();

/** The URL-signing secret, shared by every process through the database. */
async function secretOf(db: Db): Promise<string> {
  const cached = cache.get(db);
  if (cached) return cached;
  await db
    .insert(secrets)
    .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SECRET_NAME));
  cache.set(db, row.value);
  return row.value;
}

/**
 * What a signed URL was issued for, checked again on every use: the session
 * that asked (still live, its user still enabled) and the item and version
 * through which the caller reached the file (still readable by them).
 * Without an item, the URL reaches a file only its uploader may fetch.
 */
export interface UrlGrant {
  sessionId: number;
  itemId?: number;
  version?: number;
}

/** Lifetime of a signed URL: minutes, so a leaked URL is soon worthless even before it is re-checked. */
export const SIGNED_URL_TTL_SECONDS = 600;
/** Expiries are rounded up to this step so URLs signed within it are equal and the browser's cache works. */
const EXP_STEP_SECONDS = 300;

function sign(secret: string, path: string, g: UrlGrant, exp: number): string {
  const payload = [path, g.sessionId, g.itemId ?? '', g.version ?? '', exp].join('|');
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * A short-lived signed URL for a path that `<img>`, `<video>` or a download
 * link will fetch without an Authorization header, bound to `grant`.
 */
export async function signedUrl(db: Db, path: string, grant: UrlGrant, ttlSeconds = SIGNED_URL_TTL_SECONDS): Promise<string> {
  const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / EXP_STEP_SECONDS) * EXP_STEP_SECONDS;
  const q = new URLSearchParams();
  if (grant.itemId !== undefined) q.set('k', String(grant.itemId));
  if (grant.version !== undefined) q.set('v', String(grant.version));
  q.set('s', String(grant.sessionId));
  q.set('exp', String(exp));
  q.set('sig', sign(await secretOf(db), path, grant, exp));
  return `${path}?${q}`;
}

const INT = /^\d{1,10}$/;

/**
 * The grant of a signed URL whose signature and expiry hold, or null. The
 * caller still checks the grant: the session, the item and the version.
 */
export async function verifySignedUrl(
  db: Db,
  path: string,
  q: Record<string, string | undefined>,
): Promise<(UrlGrant & { exp: number }) | null> {
  const { k, v, s, exp, sig } = q;
  if (!exp || !sig || !s || !/^\d{1,12}$/.test(exp) || !INT.test(s)) return null;
  if ((k !== undefined && !INT.test(k)) || (v !== undefined && !INT.test(v))) return null;
  if (Number(exp) < Date.now() / 1000) return null;
  const grant: UrlGrant = {
    sessionId: Number(s),
    ...(k !== undefined ? { itemId: Number(k) } : {}),
    ...(v !== undefined ? { version: Number(v) } : {}),
  };
  const expected = Buffer.from(sign(await secretOf(db), path, grant, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { ...grant, exp: Number(exp) };
}

/** Seconds until a verified URL expires: how long the browser may keep what it fetched. */
export const secondsLeft = (exp: number) => Math.max(0, Math.floor(exp - Date.now() / 1000));

/** Path of an uploaded image's bytes; the files module serves it. */
export const fileRawPath = (fileId: number) => `/aikn-app/file/raw/${fileId}`;

/**
 * A signed URL of an image reached through a version of an item (its body,
 * cover or poster), or, without `via`, of the caller's own fresh upload.
 */
export async function fileUrl(db: Db, fileId: number, via?: { itemId: number; version: number }): Promise<string> {
  return signedUrl(db, fileRawPath(fileId), { sessionId: signingSession(), ...via });
}
