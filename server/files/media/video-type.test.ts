import { describe, expect, it } from 'vitest';
import { seedVideo } from '../../test/video/upload';
import { detectVideoType, ebmlDocType, VideoTypeError } from './video-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ftyp box with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 2, 0], ...compatible, [0, 0, 0, 8], 'free');
};

/** An EBML header carrying one DocType element. */
const ebml = (docType: string) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + 3)], [0x42, 0x82, 0x80 | docType.length], docType);

describe('video type by content', () => {
  it('recognises the real MP4 and WebM clips', () => {
    expect(detectVideoType(seedVideo('onboarding.mp4'), 'a.mp4')).toEqual({ kind: 'mp4', mime: 'video/mp4', ext: 'mp4' });
    expect(detectVideoType(seedVideo('safety.webm'), '培训.webm')).toEqual({ kind: 'webm', mime: 'video/webm', ext: 'webm' });
    expect(ebmlDocType(seedVideo('safety.webm'))).toBe('webm');
  });

  it('accepts MP4 by a compatible brand and ignores an unknown extension', () => {
    expect(detectVideoType(ftyp('XAVC', 'mp42', 'isom'), 'clip.bin').kind).toBe('mp4');
    expect(detectVideoType(ebml('webm'), 'clip').kind).toBe('webm');
  });

  it('refuses audio and still-image files in the MP4 container', () => {
    expect(() => detectVideoType(ftyp('M4A ', 'M4A ', 'mp42', 'isom'), 'song.mp4')).toThrow(VideoTypeError);
    expect(() => detectVideoType(ftyp('heic', 'mif1', 'heic'), 'photo.mp4')).toThrow('仅支持 MP4 和 WebM');
  });

  it('refuses Matroska, text and images behind a video name', () => {
    expect(() => detectVideoType(ebml('matroska'), 'movie.webm')).toThrow('不支持 MKV');
    expect(() => detectVideoType(new TextEncoder().encode('<html>not a video</html>'), 'x.webm')).toThrow(VideoTypeError);
    expect(() => detectVideoType(seedVideo('onboarding.jpg'), 'poster.mp4')).toThrow('仅支持 MP4 和 WebM');
    expect(() => detectVideoType(new Uint8Array(), 'empty.mp4')).toThrow('文件为空');
  });

  it('refuses a name that claims the other kind', () => {
    expect(() => detectVideoType(seedVideo('onboarding.mp4'), '伪装.webm')).toThrow('文件内容与扩展名不符');
    expect(() => detectVideoType(seedVideo('safety.webm'), 'x.MP4')).toThrow('文件内容与扩展名不符');
  });

  it('refuses a truncated EBML header instead of reading past it', () => {
    expect(ebmlDocType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x8a], [0x42, 0x82, 0x88], 'we'))).toBeNull();
    expect(ebmlDocType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x00]))).toBeNull();
  });
});
