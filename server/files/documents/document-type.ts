import { DOCUMENT_KINDS } from '@contract/library/library';
import { bytesReader, type RangeReader } from '../blob-reader';
import { type ImageMime, sniffImage } from '../image-type';
import { readZipDirectory, readZipEntry } from './zip-directory';

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

/** A stored (or in-memory) file as type detection reads it: its size and ranges of its bytes. */
export interface FileProbe {
  size: number;
  read: RangeReader;
}

/** How much of the start of a file detection looks at (magic bytes, text encoding). */
export const HEAD_BYTES = 64 * 1024;
const CONTENT_TYPES_MAX = 1024 * 1024;

/** An Office package names its main part in [Content_Types].xml, read from the ZIP directory alone. */
async function sniffOffice(probe: FileProbe): Promise<DetectedType | null> {
  const entries = await readZipDirectory(probe.read, probe.size);
  const entry = entries?.find((e) => e.name === '[Content_Types].xml');
  if (!entry) return null;
  let types: string;
  try {
    types = (await readZipEntry(probe.read, probe.size, entry, CONTENT_TYPES_MAX)).toString('utf8');
  } catch {
    return null;
  }
  for (const kind of ['docx', 'xlsx', 'pptx'] as const) {
    if (types.includes(OFFICE[kind].main)) return { kind, mime: OFFICE[kind].mime, ext: kind };
  }
  return null;
}

/** UTF-8 without NUL bytes; `head` may end inside a character when the file is longer. */
function isUtf8Text(head: Uint8Array, whole: boolean): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !whole });
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of an uploaded document by its content (magic bytes, the ZIP
 * directory of Office files, the first 64 KB for text), never by its name. The name's extension only picks between TXT and Markdown (same
 * bytes) and must not contradict the content: a renamed executable or a PDF
 * posing as a DOCX is refused with a message naming both.
 */
export async function detectDocumentType(input: Uint8Array | FileProbe, fileName: string): Promise<DetectedType> {
  const probe = input instanceof Uint8Array ? { size: input.length, read: bytesReader(input) } : input;
  if (probe.size === 0) throw new DocumentTypeError('文件为空，请选择有内容的文件');
  const bytes = await probe.read(0, Math.min(probe.size, HEAD_BYTES) - 1);
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const claimed = EXTENSION_KINDS[ext] as DocumentKind | undefined;

  let found: DetectedType | null = null;
  const image: ImageMime | null = sniffImage(bytes);
  if (startsWith(bytes, '%PDF-')) found = { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  else if (image) found = { kind: 'image', mime: image, ext: image.split('/')[1] === 'jpeg' ? 'jpg' : image.split('/')[1] };
  else if (startsWith(bytes, 'PK\x03\x04')) found = await sniffOffice(probe);
  else if (isUtf8Text(bytes, bytes.length === probe.size)) {
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
