import { type DocumentPreview, PREVIEW_MAX_PAGES } from '@contract/library/library-views';
import type { Reader } from '../../access/reader';
import type { Deps } from '../../deps';
import { officePreview } from '../../files/documents/office-preview';
import { pageCountOf, storageKey } from '../../files/documents/page-images';
import { previewKindOf } from '../../files/documents/preview-kind';
import { openFile } from './document-view.service';
import { pageUrlOf } from './page.service';
import { recordPreview } from './preview-event';

/**
 * The preview of a version (see `previewKindOf`): signed URLs of rendered
 * pages for PDF (or the PDF rendition) and images, never the original bytes;
 * sanitised HTML for Word, a capped table
 * for Excel, slide cards for PowerPoint, the text for TXT and Markdown.
 */
export async function documentPreview(deps: Deps, reader: Reader, id: number, version?: number): Promise<DocumentPreview> {
  const { file: f, version: shown } = await openFile(deps.db, reader, id, version);
  await recordPreview(deps.db, reader, id, shown);
  const kind = previewKindOf(f);
  switch (kind) {
    case 'pdf': {
      const pages =
        f.previewFileId === null && f.pageCount !== null
          ? f.pageCount
          : await pageCountOf(
              deps,
              f.previewFileId ?? f.fileId,
              f.previewFileId === null ? f.storageKey : await storageKey(deps.db, f.previewFileId),
            );
      if (pages === null) return { kind: 'none', reason: '无法预览：PDF 文件已损坏，请下载后查看' };
      // A PDF may declare any number of pages; the flipbook shows at most PREVIEW_MAX_PAGES.
      return { kind, pages: Math.min(pages, PREVIEW_MAX_PAGES), pageUrl: await pageUrlOf(deps.db, id, shown) };
    }
    case 'image':
      return { kind, url: `${await pageUrlOf(deps.db, id, shown)}&page=1` };
    case 'text':
      return { kind, text: f.text };
    case 'none':
      return { kind, reason: f.error ?? '该文件无法预览，请下载后查看' };
    default:
      return officePreview(deps, f);
  }
}
