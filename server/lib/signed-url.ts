import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secrets } from '../db/schema/index';

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

function sign(secret: string, path: string, exp: number): string {
  return crypto.createHmac('sha256', secret).update(`${path}|${exp}`).digest('base64url');
}

/** Default lifetime of a signed URL; expiries are rounded up to the hour so URLs stay cacheable. */
export const SIGNED_URL_TTL_SECONDS = 3600;

/**
 * A short-lived signed URL for a path that `<img>`, `<video>` or a download
 * link will fetch without an Authorization header.
 */
export async function signedUrl(db: Db, path: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): Promise<string> {
  const secret = await secretOf(db);
  const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
  return `${path}?exp=${exp}&sig=${sign(secret, path, exp)}`;
}

export async function verifySignedUrl(db: Db, path: string, exp: string | undefined, sig: string | undefined): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) < Date.now() / 1000) return false;
  const expected = Buffer.from(sign(await secretOf(db), path, Number(exp)));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Path of an uploaded file's bytes; the files module serves it. */
export const fileRawPath = (fileId: number) => `/aikn-app/file/raw/${fileId}`;

export async function fileUrl(db: Db, fileId: number): Promise<string> {
  return signedUrl(db, fileRawPath(fileId));
}
