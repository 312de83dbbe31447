import type { ZipEntry } from './zip-directory';

export interface ZipLimits {
  /** Largest declared uncompressed total of all entries. */
  maxTotalBytes: number;
  /** Largest compression ratio of one entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

/**
 * Office XML compresses about 5–30 times; a ratio in the hundreds on a large
 * entry, or hundreds of megabytes of declared content, is a decompression
 * bomb, not a document.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 500 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 10 * 1024 * 1024,
  maxEntries: 20_000,
};

const mb = (n: number) => Math.round(n / 1024 / 1024);

/**
 * Why an Office file's ZIP must not be unpacked, in Chinese, or null when
 * its directory looks like a document. Reads only the declared sizes.
 */
export function zipBombReason(entries: ZipEntry[], limits: ZipLimits = DEFAULT_ZIP_LIMITS): string | null {
  if (entries.length > limits.maxEntries) return `压缩包内文件过多（${entries.length} 个），疑似压缩炸弹`;
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > limits.maxTotalBytes) {
    return `解压后内容过大（约 ${mb(total)} MB，上限 ${mb(limits.maxTotalBytes)} MB），疑似压缩炸弹`;
  }
  const bomb = entries.find(
    (e) => e.uncompressedSize > limits.ratioFloorBytes && e.uncompressedSize > limits.maxRatio * Math.max(1, e.compressedSize),
  );
  if (bomb) return `压缩比异常（${bomb.name.slice(0, 60)} 压缩比超过 ${limits.maxRatio}:1），疑似压缩炸弹`;
  return null;
}
