import type { PermissionKey } from '@contract/permissions';

/** The console's pages (decision 030). A section appears here when its screen exists, never before. */
export type ConsolePath = '/admin/users' | '/admin/groups' | '/admin/graph' | '/admin/audit';

export interface ConsoleSection {
  to: ConsolePath;
  title: string;
  /** Holders of any of these keys may use the section. */
  anyOf: readonly PermissionKey[];
}

/** Who changes the console records: the managers of people, groups and roles. */
const CHANGE_MANAGERS: readonly PermissionKey[] = ['ROLE_ADMIN_USER_MANAGE', 'ROLE_ADMIN_GROUP_MANAGE', 'ROLE_ADMIN_ROLE_MANAGE'];

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { to: '/admin/users', title: '用户', anyOf: ['ROLE_ADMIN_USER_MANAGE'] },
  { to: '/admin/groups', title: '组织', anyOf: ['ROLE_ADMIN_GROUP_MANAGE'] },
  { to: '/admin/graph', title: '图谱管理', anyOf: ['ROLE_GRAPH_MANAGE'] },
  { to: '/admin/audit', title: '操作记录', anyOf: CHANGE_MANAGERS },
];

/** Every key that opens the console: its header entry shows to holders of any. */
export const CONSOLE_PERMISSIONS: readonly PermissionKey[] = [...new Set(CONSOLE_SECTIONS.flatMap((s) => s.anyOf))];

/** The sections the caller may use, in menu order. */
export function consoleSections(permissions: readonly string[]): ConsoleSection[] {
  const held = new Set(permissions);
  return CONSOLE_SECTIONS.filter((s) => s.anyOf.some((k) => held.has(k)));
}

/** Whether the caller may use one section (its route's guard). */
export const canUseSection = (permissions: readonly string[], to: ConsolePath) =>
  consoleSections(permissions).some((s) => s.to === to);
