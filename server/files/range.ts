import type { ByteRange } from './blob-store';

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  /** No byte of the file matches: 416. */
  | { kind: 'unsatisfiable' };

const NUM = /^\d{1,15}$/;

/**
 * Reads an HTTP Range header for a file of `size` bytes (RFC 9110 §14).
 * One range is answered with 206; a header we do not understand (another
 * unit, several ranges, bad syntax) is ignored and the whole file is sent,
 * which the RFC allows; a range wholly past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return { kind: 'full' };
  const [, first, last] = m;
  if (first === '' && last === '') return { kind: 'full' };
  if ((first !== '' && !NUM.test(first)) || (last !== '' && !NUM.test(last))) return { kind: 'full' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
