import { LIVE_DOMAINS } from '@contract/platform/domains';

/**
 * Menu resources (`menuTitle`, SPEC §7) of the modules this build of the app
 * has screens for: only these get a header entry, and only these are offered
 * for renaming. A module joins when its routes exist (the college does not yet).
 */
export const BUILT_MENU_CODES: ReadonlySet<string> = new Set(['home', ...LIVE_DOMAINS.map((d) => d.key), 'chart', 'reports']);
