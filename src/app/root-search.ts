/**
 * Query flags any route may carry (SPEC §2): `fillUserInfo` opens the
 * fill-user-info dialog, `localUsername` is stored locally.
 */
export interface RootSearch {
  fillUserInfo?: true;
  localUsername?: string;
}

/** A bare `?fillUserInfo`, `=1` or `=true` turns the flag on; `0`/`false` leave it off. */
function flag(v: unknown): true | undefined {
  if (v === undefined || v === null || v === false || v === 0 || v === '0' || v === 'false') return undefined;
  return true;
}

export function validateRootSearch(raw: Record<string, unknown>): RootSearch {
  const out: RootSearch = {};
  if (flag(raw.fillUserInfo)) out.fillUserInfo = true;
  if (typeof raw.localUsername === 'string' || typeof raw.localUsername === 'number') {
    const v = String(raw.localUsername).trim();
    if (v) out.localUsername = v.slice(0, 64);
  }
  return out;
}
