import JSZip from 'jszip';
import { DOCUMENT_KINDS } from '../../../contract/library';
import { type ImageMime, sniffImage } from '../../files/image-type';

export { DOCUMENT_KINDS };
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DetectedType {
  kind: DocumentKind;
  mime: string;
  /** Extension of the server's own file name. */
  ext: string;
}

/** Why an upload is refused; the message is shown to the user as is. */
export class DocumentTypeError extends Error {}

const OFFICE: Record<'docx' | 'xlsx' | 'pptx', { mime: string; main: string }> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    main: 'wordprocessingml.document.main+xml',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    main: 'spreadsheetml.sheet.main+xml',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    main: 'presentationml.presentation.main+xml',
  },
};

const KIND_NAMES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word（DOCX）',
  xlsx: 'Excel（XLSX）',
  pptx: 'PowerPoint（PPTX）',
  txt: '文本（TXT）',
  md: 'Markdown',
  image: '图片',
};

/** Kinds a file name's extension claims; unknown extensions claim nothing. */
const EXTENSION_KINDS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
};

const startsWith = (b: Uint8Array, s: string) => [...s].every((c, i) => b[i] === c.charCodeAt(0));

async function sniffOffice(bytes: Uint8Array): Promise<DetectedType | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  const types = await zip.file('[Content_Types].xml')?.async('string');
  if (!types) return null;
  for (const kind of ['docx', 'xlsx', 'pptx'] as const) {
    if (types.includes(OFFICE[kind].main)) return { kind, mime: OFFICE[kind].mime, ext: kind };
  }
  return null;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of an uploaded document by its content (magic bytes), never by
 * its name. The name's extension only picks between TXT and Markdown (same
 * bytes) and must not contradict the content: a renamed executable or a PDF
 * posing as a DOCX is refused with a message naming both.
 */
export async function detectDocumentType(bytes: Uint8Array, fileName: string): Promise<DetectedType> {
  if (bytes.length === 0) throw new DocumentTypeError('文件为空，请选择有内容的文件');
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const claimed = EXTENSION_KINDS[ext] as DocumentKind | undefined;

  let found: DetectedType | null = null;
  const image: ImageMime | null = sniffImage(bytes);
  if (startsWith(bytes, '%PDF-')) found = { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  else if (image) found = { kind: 'image', mime: image, ext: image.split('/')[1] === 'jpeg' ? 'jpg' : image.split('/')[1] };
  else if (startsWith(bytes, 'PK\x03\x04')) found = await sniffOffice(bytes);
  else if (isUtf8Text(bytes)) {
    const kind = claimed === 'md' ? 'md' : 'txt';
    found = { kind, mime: kind === 'md' ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8', ext: kind };
  }

  if (!found) {
    throw new DocumentTypeError(
      '不支持的文件类型，仅支持 PDF、Word、Excel、PowerPoint、TXT、Markdown 和图片（PNG/JPG/GIF/WebP）',
    );
  }
  // Plain text may carry any text extension; every other kind must match its name.
  const textLike = found.kind === 'txt' && (claimed === 'txt' || claimed === 'md');
  if (claimed && claimed !== found.kind && !textLike) {
    throw new DocumentTypeError(`文件内容与扩展名不符：文件名为 .${ext}，内容却是${KIND_NAMES[found.kind]}，请检查后重新上传`);
  }
  return found;
}
