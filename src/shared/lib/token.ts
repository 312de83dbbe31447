/**
 * The stored session token. It lives in local storage (read by the HTTP client)
 * and in the `access_token` cookie (read by the route guards of SPEC §2 and by
 * the other apps of the suite that share the enter page).
 */
const STORAGE_KEY = 'access_token';
export const TOKEN_COOKIE = 'access_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

/** Current token, or null when signed out. */
export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the token in local storage and the cookie; the cookie expires with the session. */
export function setToken(token: string, expiresAt?: string | Date) {
  localStorage.setItem(STORAGE_KEY, token);
  const expires = expiresAt ? `; expires=${new Date(expiresAt).toUTCString()}` : '';
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the browsers this app supports.
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${expires}${secure}`;
  emit();
}

/** Forgets the token everywhere (SPEC §4: code -1 clears the stored token). */
export function clearToken() {
  const had = getToken() !== null || hasTokenCookie();
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the cookie is still cleared.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: see setToken.
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  if (had) emit();
}

/** Whether the `access_token` cookie is present (the token-cookie routes of SPEC §2). */
export function hasTokenCookie(): boolean {
  return document.cookie.split(';').some((c) => {
    const [name, value] = c.trim().split('=');
    return name === TOKEN_COOKIE && Boolean(value);
  });
}

/** Subscribes to sign-in and sign-out; returns the unsubscribe function. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
