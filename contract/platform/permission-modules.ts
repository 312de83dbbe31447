import type { PermissionKey } from './permissions';

/**
 * The keys by module, in the order the role editor's permission matrix shows
 * them; every key is in exactly one module (contract test). Apart from
 * permissions.ts: only the console reads it, and the first screen carries that file.
 */
export const PERMISSION_MODULES: readonly { name: string; keys: readonly PermissionKey[] }[] = [
  { name: '门户', keys: ['ROLE_PORTAL_HOME_DISPLAY'] },
  {
    name: '知识',
    keys: [
      'ROLE_WIKI_DISPLAY_WEB',
      'ROLE_DOCUMENT_DISPLAY_WEB',
      'ROLE_DOCUMENT_DOWNLOAD',
      'ROLE_VIDEO_DISPLAY_WEB',
      'ROLE_KNOWLEDGE_CREATE',
      'ROLE_KNOWLEDGE_COMMENT',
      'ROLE_KNOWLEDGE_APPROVE',
    ],
  },
  { name: '知识图谱', keys: ['ROLE_GRAPH_DISPLAY_WEB', 'ROLE_GRAPH_MANAGE'] },
  { name: '在线学院', keys: ['ROLE_COLLEGE_DISPLAY'] },
  { name: '内部论坛', keys: ['ROLE_BBS_DISPLAY', 'ROLE_BBS_MANAGE'] },
  { name: '统计报表', keys: ['ROLE_REPORT_DISPLAY'] },
  { name: '公告与消息', keys: ['ROLE_NOTICE_MANAGE', 'ROLE_MESSAGE_SEND'] },
  {
    name: '系统管理',
    keys: [
      'ROLE_ADMIN_USER_MANAGE',
      'ROLE_ADMIN_GROUP_MANAGE',
      'ROLE_ADMIN_ROLE_MANAGE',
      'ROLE_ADMIN_LABEL_MANAGE',
      'ROLE_ADMIN_FIELD_MANAGE',
      'ROLE_ADMIN_CONFIG_MANAGE',
    ],
  },
];
