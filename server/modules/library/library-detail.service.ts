import type { z } from 'zod';
import { DOMAIN_IDS } from '../../../contract/domains';
import type { documentDetail, PreviewKind } from '../../../contract/library';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import type { Reader } from '../../knowledge/access';
import { loadDetail } from '../../knowledge/detail';
import { factsOf } from './document-meta';
import { mayEditFacts } from './meta.service';
import { fileOfVersion, type VersionFile } from './version-file';

const LIBRARY = DOMAIN_IDS.library;

type DocumentDetail = z.input<typeof documentDetail>;

/**
 * What the preview of a file will be: the PDF rendition when LibreOffice made
 * one, else the format's own view; Office files whose parse failed (damaged,
 * a ZIP bomb, too slow) have none, since the preview would parse them again.
 */
export function previewKindOf(f: Pick<VersionFile, 'kind' | 'previewFileId' | 'status'>): PreviewKind {
  if (f.kind === 'pdf' || f.previewFileId !== null) return 'pdf';
  if (f.kind === 'image') return 'image';
  if (f.kind === 'txt' || f.kind === 'md') return 'text';
  if (f.status === 'failed') return 'none';
  return ({ docx: 'html', xlsx: 'table', pptx: 'text' } as const)[f.kind as 'docx' | 'xlsx' | 'pptx'] ?? 'none';
}

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
