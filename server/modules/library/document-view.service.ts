import { LIBRARY_FILE_ACCESS } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { requireKeys } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { pickVersion } from '../../knowledge/detail';
import { readableItem } from '../../knowledge/item';
import { SIGNED_URL_TTL_SECONDS } from '../../lib/signed-url';
import { signedDownloadUrl } from './download-url';
import { fileOfVersion } from './version-file';

const LIBRARY = DOMAIN_IDS.library;

/** The file of a version the caller may open (the detail's visibility and version rules). */
export async function openFile(db: Db, reader: Reader, id: number, version?: number) {
  const item = await readableItem(db, reader, LIBRARY, id);
  const v = await pickVersion(db, reader, item, version);
  return { item, version: v.version, file: await fileOfVersion(db, id, v.version) };
}

/**
 * A short-lived signed URL of a version's original file, as a download: it
 * needs the download permission and counts when fetched. Previews never come
 * from here (see `documentPreview`: rendered pages, never the original bytes).
 */
export async function documentFileUrl(db: Db, user: SessionUser, reader: Reader, id: number, input: { version?: number }) {
  requireKeys(user.permissions, [LIBRARY_FILE_ACCESS]);
  const { version, file } = await openFile(db, reader, id, input.version);
  return { url: await signedDownloadUrl(db, id, version), fileName: file.name, expiresInSeconds: SIGNED_URL_TTL_SECONDS };
}

/** The extracted texts of two versions the caller may open, for the text diff. */
export async function compareVersions(db: Db, reader: Reader, id: number, from: number, to: number) {
  const [a, b] = [await openFile(db, reader, id, from), await openFile(db, reader, id, to)];
  const side = (x: typeof a) => ({ version: x.version, text: x.file.text, fileName: x.file.name });
  return { from: side(a), to: side(b) };
}
