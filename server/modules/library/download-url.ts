import type { Db } from '../../db/client';
import { signedUrl, verifySignedUrl } from '../../lib/signed-url';

/** What a download URL signs: the document, the version and who it was issued to (for the download log). */
const signedPart = (id: number, version: number, userId: number) => `/aikn-app/library/file/${id}/v${version}/u${userId}`;

/**
 * A short-lived signed URL of the download route, for links that cannot send
 * the Authorization header. Fetching it counts as that user's download.
 */
export async function signedDownloadUrl(db: Db, id: number, version: number, userId: number): Promise<string> {
  const signed = new URL(await signedUrl(db, signedPart(id, version, userId)), 'http://x');
  const q = new URLSearchParams({
    version: String(version),
    by: String(userId),
    exp: signed.searchParams.get('exp') ?? '',
    sig: signed.searchParams.get('sig') ?? '',
  });
  return `/aikn-app/library/file/${id}?${q}`;
}

/** The user a signed download URL was issued to, or null when it is not valid (any more). */
export async function verifyDownloadUrl(
  db: Db,
  id: number,
  q: { version?: string; by?: string; exp?: string; sig?: string },
): Promise<{ version: number; userId: number } | null> {
  if (!q.version || !q.by || !/^\d{1,9}$/.test(q.version) || !/^\d{1,10}$/.test(q.by)) return null;
  const version = Number(q.version);
  const userId = Number(q.by);
  return (await verifySignedUrl(db, signedPart(id, version, userId), q.exp, q.sig)) ? { version, userId } : null;
}
