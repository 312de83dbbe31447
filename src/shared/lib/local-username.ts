/** Local storage key of the local username query parameter (SPEC §2). */
export const LOCAL_USERNAME_KEY = 'localUsername';

/** Stores the username passed in the URL; the sign-in form offers it next time. */
export function storeLocalUsername(value: string) {
  const v = value.trim().slice(0, 64);
  if (v) localStorage.setItem(LOCAL_USERNAME_KEY, v);
}

export function readLocalUsername(): string {
  try {
    return localStorage.getItem(LOCAL_USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}
