/**
 * PostgreSQL text cannot hold U+0000; a string carrying it would fail inside
 * the database. Callers refuse it (writes) or treat it as matching nothing
 * (searches) before it reaches SQL.
 */
export function hasNul(s: string): boolean {
  return s.includes('\u0000');
}

/** Escapes LIKE wildcards so a keyword is matched literally (used with `escape '\'`). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** A byte count as a limit is shown to people: whole megabytes from 1 MB up, else kilobytes. */
export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}
