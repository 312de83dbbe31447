import type { documentDetail, PreviewKind } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { z } from 'zod';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { previewKindOf } from '../../files/documents/preview-kind';
import type { SessionUser } from '../../http/session';
import { loadDetail } from '../../knowledge/detail';
import { factsOf } from './document-meta';
import { mayEditFacts } from './meta.service';
import { fileOfVersion } from './version-file';

const LIBRARY = DOMAIN_IDS.library;

type DocumentDetail = z.input<typeof documentDetail>;

/** The engine's detail of a document plus the file, extracted text, facts and download right of the shown version. */
export async function documentDetailOf(
  db: Db,
  user: SessionUser,
  reader: Reader,
  id: number,
  version?: number,
): Promise<DocumentDetail> {
  const detail = await loadDetail(db, reader, LIBRARY, id, version);
  const [f, facts] = await Promise.all([fileOfVersion(db, id, detail.version), factsOf(db, id)]);
  return {
    ...detail,
    fileName: f.name,
    mimeType: f.mime,
    size: f.size,
    kind: f.kind as DocumentDetail['kind'],
    pages: f.pageCount,
    textStatus: f.status as DocumentDetail['textStatus'],
    textError: f.error,
    text: f.text,
    ...facts,
    canDownload: user.permissions.has('ROLE_DOCUMENT_DOWNLOAD'),
    canEditMeta: mayEditFacts(reader, { author_id: detail.author.id }),
    previewKind: previewKindOf(f),
  };
}
