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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text put into HTML the server composes (a title or a name inside a generated body). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
