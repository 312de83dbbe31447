import type { PermissionKey } from '@contract/permissions';

/** Routes the header links to. */
export type NavTarget = '/index' | '/wiki' | '/approval';

/**
 * Modules this build of the app has screens for, in header order. `code`
 * matches the resource code of `menuTitle`, whose alias names the entry.
 * A module appears here when its routes exist, never before.
 */
export const APP_NAV: readonly {
  code: string;
  to: NavTarget;
  permission: PermissionKey;
  defaultName: string;
  /** Other paths that belong to the module, so its entry stays highlighted there. */
  section?: readonly string[];
}[] = [
  { code: 'home', to: '/index', permission: 'ROLE_PORTAL_HOME_DISPLAY', defaultName: '首页' },
  {
    code: 'wiki',
    to: '/wiki',
    permission: 'ROLE_WIKI_DISPLAY_WEB',
    defaultName: '知识词条',
    section: ['/list', '/listNew', '/detail', '/knowledge-compare', '/fullArticleRead', '/printPreview'],
  },
  // Not a menu resource of SPEC §7: only approvers see it, named by its default name.
  { code: 'approval', to: '/approval', permission: 'ROLE_KNOWLEDGE_APPROVE', defaultName: '审核中心' },
];

/** Whether a header entry is the one for the current path. */
export function isNavActive(entry: { to: string; section?: readonly string[] }, pathname: string): boolean {
  return [entry.to, ...(entry.section ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The header entries a user may see, named by their menu alias. */
export function visibleNav(permissions: readonly string[], aliases: readonly { code: string; menuAlias: string }[] = []) {
  const held = new Set(permissions);
  return APP_NAV.filter((n) => held.has(n.permission)).map((n) => ({
    ...n,
    name: aliases.find((a) => a.code === n.code)?.menuAlias || n.defaultName,
  }));
}
