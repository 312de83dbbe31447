import type { DOCUMENT_KINDS } from '@contract/library/library';

type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What each kind of file is called on screen. */
export const KIND_NAMES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word 文档',
  xlsx: 'Excel 表格',
  pptx: 'PowerPoint 演示文稿',
  txt: '纯文本',
  md: 'Markdown',
  image: '图片',
};

/** `pages` counts pages, sheets or slides depending on the kind. */
export function pagesText(kind: DocumentKind, pages: number | null): string | null {
  if (pages === null) return null;
  if (kind === 'xlsx') return `${pages} 个工作表`;
  if (kind === 'pptx') return `${pages} 张幻灯片`;
  return `${pages} 页`;
}
