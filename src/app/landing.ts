import type { PermissionKey } from '@contract/platform/permissions';

/** Where each landing target lives in the app (SPEC §2 navigation rules). */
export const LANDING_PATHS = {
  index: '/index',
  wiki: '/wiki',
  library: '/library',
  college: '/exam-class/classCenter',
  bbs: '/bbs/home',
  account: '/account/home',
} as const;
export type LandingTarget = keyof typeof LANDING_PATHS;

/** The order of SPEC §2: home, then wiki, library, exam-class, bbs; account for everyone. */
export const LANDING_ORDER: readonly { target: LandingTarget; permission: PermissionKey | null }[] = [
  { target: 'index', permission: 'ROLE_PORTAL_HOME_DISPLAY' },
  { target: 'wiki', permission: 'ROLE_WIKI_DISPLAY_WEB' },
  { target: 'library', permission: 'ROLE_DOCUMENT_DISPLAY_WEB' },
  { target: 'college', permission: 'ROLE_COLLEGE_DISPLAY' },
  { target: 'bbs', permission: 'ROLE_BBS_DISPLAY' },
  { target: 'account', permission: null },
];

/**
 * The landing targets whose screens this build of the app has. A module
 * joins this set when its routes exist; until then the rule skips it rather
 * than sending the user to a screen that is not there.
 */
export const BUILT_TARGETS: ReadonlySet<LandingTarget> = new Set<LandingTarget>(['index', 'wiki', 'library', 'bbs', 'account']);

/**
 * Where a user with these permissions lands after entering `/index`: the
 * first target of {@link LANDING_ORDER} the user may see and the app has.
 * Pure: the same list always gives the same answer.
 */
export function landingTarget(permissions: readonly string[], built: ReadonlySet<LandingTarget> = BUILT_TARGETS): LandingTarget {
  const held = new Set(permissions);
  for (const { target, permission } of LANDING_ORDER) {
    if (!built.has(target)) continue;
    if (permission === null || held.has(permission)) return target;
  }
  return 'account';
}

export function landingPath(permissions: readonly string[], built: ReadonlySet<LandingTarget> = BUILT_TARGETS): string {
  return LANDING_PATHS[landingTarget(permissions, built)];
}
