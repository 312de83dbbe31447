import type { PermissionKey } from '@contract/platform/permissions';
import type { RegisteredRouter } from '@tanstack/react-router';

/** The console's pages (decision 030): the menu, beside the routes that guard them. A section appears here when its route exists, never before. */
export type ConsoleKey = 'users' | 'groups' | 'roles' | 'labels' | 'fields' | 'config' | 'sensitive' | 'graph' | 'audit';

export interface ConsoleSection {
  key: ConsoleKey;
  title: string;
  /** Holders of any of these keys may use the section. */
  anyOf: readonly PermissionKey[];
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'users', title: '用户', anyOf: ['ROLE_ADMIN_USER_MANAGE'] },
  { key: 'groups', title: '组织', anyOf: ['ROLE_ADMIN_GROUP_MANAGE'] },
  { key: 'roles', title: '角色', anyOf: ['ROLE_ADMIN_ROLE_MANAGE'] },
  { key: 'labels', title: '标签', anyOf: ['ROLE_ADMIN_LABEL_MANAGE'] },
  { key: 'fields', title: '字段', anyOf: ['ROLE_ADMIN_FIELD_MANAGE'] },
  { key: 'config', title: '配置', anyOf: ['ROLE_ADMIN_CONFIG_MANAGE'] },
  { key: 'sensitive', title: '敏感词', anyOf: ['ROLE_BBS_MANAGE'] },
  { key: 'graph', title: '图谱管理', anyOf: ['ROLE_GRAPH_MANAGE'] },
  // The console's changes, for whoever makes them: each manager reads his sections' changes.
  {
    key: 'audit',
    title: '操作记录',
    anyOf: [
      'ROLE_ADMIN_USER_MANAGE',
      'ROLE_ADMIN_GROUP_MANAGE',
      'ROLE_ADMIN_ROLE_MANAGE',
      'ROLE_ADMIN_LABEL_MANAGE',
      'ROLE_ADMIN_FIELD_MANAGE',
      'ROLE_ADMIN_CONFIG_MANAGE',
      'ROLE_BBS_MANAGE',
    ],
  },
];

/** The sections the caller may use, in menu order. */
export function consoleSections(permissions: readonly string[]): ConsoleSection[] {
  const held = new Set(permissions);
  return CONSOLE_SECTIONS.filter((s) => s.anyOf.some((k) => held.has(k)));
}

/** An address the app has a file route for. */
type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/** A section's address: a file route of its own (this type fails for a key without one). */
export const sectionPath = (key: ConsoleKey): AppPath => `/admin/${key}`;
