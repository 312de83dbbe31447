import { DEFAULT_DETAIL_DOMAIN, LIVE_DOMAINS } from '@contract/platform/domains';
import type { PermissionKey } from '@contract/platform/permissions';
import { CONSOLE_PERMISSIONS } from './console-guards';

/** Routes the header links to. */
export type NavTarget = '/index' | '/wiki' | '/library' | '/video' | '/chart' | '/reportStatistics' | '/approval' | '/admin';

/**
 * Modules this build of the app has screens for, in header order. `code`
 * matches the resource code of `menuTitle`, whose alias names the entry.
 * A module appears here when its routes exist, never before.
 */
export const APP_NAV: readonly {
  code: string;
  to: NavTarget;
  /** The key that shows the entry, or a list of which any one does. */
  permission: PermissionKey | readonly PermissionKey[];
  defaultName: string;
  /** Other paths that belong to the module, so its entry stays highlighted there. */
  section?: readonly string[];
  /** The knowledge domain whose items `/detail?domainId=` shows under this entry. */
  domainId?: number;
}[] = [
  // The home variants (SPEC §2) belong to the home entry.
  { code: 'home', to: '/index', permission: 'ROLE_PORTAL_HOME_DISPLAY', defaultName: '首页', section: ['/indexTY', '/indexDF'] },
  // One entry per live knowledge domain, from the domain table.
  ...LIVE_DOMAINS.map((d) => ({
    code: d.key,
    to: d.home as NavTarget,
    permission: d.permission,
    defaultName: d.menuName,
    domainId: d.id,
    section: d.section,
  })),
  // An entry's or an entity's graph (/detail/chart…) is the graph's, not the shown item's module.
  { code: 'chart', to: '/chart', permission: 'ROLE_GRAPH_DISPLAY_WEB', defaultName: '知识图谱', section: ['/detail/chart'] },
  {
    code: 'reports',
    to: '/reportStatistics',
    permission: 'ROLE_REPORT_DISPLAY',
    defaultName: '统计报表',
  },
  // Not a menu resource of SPEC §7: only approvers see it, named by its default name.
  { code: 'approval', to: '/approval', permission: 'ROLE_KNOWLEDGE_APPROVE', defaultName: '审核中心' },
  // Not a menu resource either: the administration console (decision 030), for holders of any of its keys.
  { code: 'admin', to: '/admin', permission: CONSOLE_PERMISSIONS, defaultName: '管理后台' },
];

/**
 * Whether a header entry is the one for the current path. `/detail` is shared
 * by every knowledge domain: there the entry of the shown item's domain
 * (`?domainId=`, the wiki without it) is the active one.
 */
export function isNavActive(
  entry: { to: string; section?: readonly string[]; domainId?: number },
  pathname: string,
  detailDomainId: number = DEFAULT_DETAIL_DOMAIN,
): boolean {
  if (pathname === '/detail/chart' || pathname.startsWith('/detail/chart/'))
    return entry.section?.includes('/detail/chart') ?? false;
  if (pathname === '/detail' || pathname.startsWith('/detail/')) return entry.domainId === detailDomainId;
  return [entry.to, ...(entry.section ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The header entries a user may see, named by their menu alias. */
export function visibleNav(permissions: readonly string[], aliases: readonly { code: string; menuAlias: string }[] = []) {
  const held = new Set(permissions);
  const shows = (p: PermissionKey | readonly PermissionKey[]) =>
    typeof p === 'string' ? held.has(p) : p.some((k) => held.has(k));
  return APP_NAV.filter((n) => shows(n.permission)).map((n) => ({
    ...n,
    name: aliases.find((a) => a.code === n.code)?.menuAlias || n.defaultName,
  }));
}
