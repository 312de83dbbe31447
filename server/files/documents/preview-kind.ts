import type { PreviewKind } from '@contract/library/library';

/** What decides a stored document's preview: its kind, its PDF rendition (if made) and its extraction status. */
export interface PreviewSource {
  kind: string;
  previewFileId: number | null;
  status: string;
}

/**
 * What the preview of a file will be: the PDF rendition when LibreOffice made
 * one, else the format's own view; Office files whose parse failed (damaged,
 * a ZIP bomb, too slow) have none, since the preview would parse them again.
 */
export function previewKindOf(f: PreviewSource): PreviewKind {
  if (f.kind === 'pdf' || f.previewFileId !== null) return 'pdf';
  if (f.kind === 'image') return 'image';
  if (f.kind === 'txt' || f.kind === 'md') return 'text';
  if (f.status === 'failed') return 'none';
  return ({ docx: 'html', xlsx: 'table', pptx: 'slides' } as const)[f.kind as 'docx' | 'xlsx' | 'pptx'] ?? 'none';
}
