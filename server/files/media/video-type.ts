import type { VideoKind } from '@contract/video/video';

export interface DetectedVideo {
  kind: VideoKind;
  mime: string;
  /** Extension of a name the server gives the file when the upload had none. */
  ext: string;
}

/** Why an upload is refused; the message is shown to the user as is. */
export class VideoTypeError extends Error {}

/** How many leading bytes detection reads: the ftyp box or the EBML header sits at the very start. */
export const VIDEO_HEAD_BYTES = 4096;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** ISO base-media brands of MP4 video; one must be the major or a compatible brand. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4']);
/** Same container, but audio or still images (M4A, HEIC, AVIF) or QuickTime: not an MP4 video. */
const OTHER_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'qt  ', 'crx ']);

function isMp4(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  if (size < 16 || size > 1024 || size % 4 !== 0) return false;
  const major = ascii(b, 8, 12);
  if (OTHER_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  for (let at = 16; at + 4 <= Math.min(size, b.length); at += 4) {
    if (MP4_BRANDS.has(ascii(b, at, at + 4))) return true;
  }
  return false;
}

/** An EBML variable-length integer at `at`: its length in bytes and value (the marker bit kept for ids). */
function vint(b: Uint8Array, at: number, keepMarker: boolean): { len: number; value: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const len = Math.clz32(first) - 23;
  if (len > 8 || at + len > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> len);
  for (let i = 1; i < len; i++) value = value * 256 + b[at + i];
  return { len, value };
}

/** The DocType of an EBML header ('webm', 'matroska'), or null when the bytes are no EBML header. */
export function ebmlDocType(b: Uint8Array): string | null {
  if (!(b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3)) return null;
  const headerSize = vint(b, 4, false);
  if (!headerSize) return null;
  let at = 4 + headerSize.len;
  const end = Math.min(b.length, at + headerSize.value);
  while (at < end) {
    const id = vint(b, at, true);
    if (!id) return null;
    const size = vint(b, at + id.len, false);
    if (!size) return null;
    const data = at + id.len + size.len;
    if (data + size.value > b.length) return null;
    // 0x4282: DocType.
    if (id.value === 0x4282) return ascii(b, data, data + size.value).replace(/\0+$/, '');
    at = data + size.value;
  }
  return null;
}

const CLAIMS: Record<string, VideoKind> = { mp4: 'mp4', m4v: 'mp4', webm: 'webm' };
const NAMES: Record<VideoKind, string> = { mp4: 'MP4', webm: 'WebM' };

/**
 * The type of an uploaded video by its first bytes, never by its name: an
 * MP4 `ftyp` box with a video brand, or an EBML header whose DocType is
 * `webm`. A name whose extension names the other kind is refused too.
 */
export function detectVideoType(head: Uint8Array, fileName: string): DetectedVideo {
  if (head.length === 0) throw new VideoTypeError('文件为空，请选择有内容的视频');
  let found: DetectedVideo | null = null;
  if (isMp4(head)) found = { kind: 'mp4', mime: 'video/mp4', ext: 'mp4' };
  else {
    const docType = ebmlDocType(head);
    if (docType === 'webm') found = { kind: 'webm', mime: 'video/webm', ext: 'webm' };
    else if (docType === 'matroska') throw new VideoTypeError('不支持 MKV（Matroska）视频，请转换为 MP4 或 WebM 后上传');
  }
  if (!found) throw new VideoTypeError('不支持的文件类型：仅支持 MP4 和 WebM 视频（按文件内容识别）');
  const dot = fileName.lastIndexOf('.');
  const claimed = dot >= 0 ? CLAIMS[fileName.slice(dot + 1).toLowerCase()] : undefined;
  if (claimed && claimed !== found.kind) {
    throw new VideoTypeError(`文件内容与扩展名不符：文件名为 ${NAMES[claimed]}，内容却是 ${NAMES[found.kind]}，请检查后重新上传`);
  }
  return found;
}
