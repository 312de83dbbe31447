/** Base path the SPA is served under (SPEC §2). */
export const BASE_PATH = '/webaikn/';

/**
 * The absolute link of an app route, as a hash route (SPEC §2: links are
 * built as hash routes). Every module builds shareable links with this.
 */
export function hashLink(path: string, search?: Record<string, string | number | boolean | undefined>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined) qs.append(k, String(v));
  const q = qs.toString();
  return `${BASE_PATH}#${clean}${q ? `?${q}` : ''}`;
}

/** The same link with the origin, for copying or e-mail. */
export function absoluteHashLink(path: string, search?: Record<string, string | number | boolean | undefined>): string {
  return `${location.origin}${hashLink(path, search)}`;
}

/**
 * The route to return to after sign-in, or null when `raw` is not a route of
 * this app: only same-origin links under the base path (or bare app paths) are
 * honoured, so a crafted link cannot send the user elsewhere.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  let path = raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (url.origin !== location.origin || !url.pathname.startsWith(BASE_PATH.slice(0, -1))) return null;
    path = url.hash.replace(/^#/, '');
  } else if (raw.startsWith(BASE_PATH) || raw.startsWith('#')) {
    path = raw.slice(raw.indexOf('#') + 1);
    if (!raw.includes('#')) return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0];
  // Returning to the sign-in screens would loop.
  if (pathname === '/login' || pathname === '/tansferPage') return null;
  return path;
}
