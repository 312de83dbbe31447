import type { Db } from '../../db/client';
import { signingSession } from '../../http/signing-session';
import { signedUrl, verifySignedUrl } from '../../lib/signed-url';

/** Path of the download route for one document. */
const downloadPath = (id: number) => `/aikn-app/library/file/${id}`;

/**
 * A short-lived signed URL of the download route, for links that cannot send
 * the Authorization header, bound to the caller's session and the version.
 * Fetching it counts as that session's user's download.
 */
export async function signedDownloadUrl(db: Db, id: number, version: number): Promise<string> {
  return signedUrl(db, downloadPath(id), { sessionId: signingSession(), itemId: id, version });
}

/** The session and version a signed download URL was issued for, or null when it is not valid (any more). */
export async function verifyDownloadUrl(
  db: Db,
  id: number,
  q: Record<string, string | undefined>,
): Promise<{ version: number; sessionId: number; exp: number } | null> {
  const grant = await verifySignedUrl(db, downloadPath(id), q);
  if (!grant || grant.itemId !== id || grant.version === undefined) return null;
  return { version: grant.version, sessionId: grant.sessionId, exp: grant.exp };
}
