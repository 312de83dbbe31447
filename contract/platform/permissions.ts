import * as z from 'zod/mini';

/**
 * The one vocabulary of permission keys. The five landing keys come from
 * SPEC §6; the rest are module keys checked by the server and read by the SPA.
 */
export const PERMISSION_KEYS = [
  'ROLE_PORTAL_HOME_DISPLAY',
  'ROLE_WIKI_DISPLAY_WEB',
  'ROLE_DOCUMENT_DISPLAY_WEB',
  'ROLE_DOCUMENT_DOWNLOAD',
  'ROLE_COLLEGE_DISPLAY',
  'ROLE_BBS_DISPLAY',
  'ROLE_VIDEO_DISPLAY_WEB',
  'ROLE_GRAPH_DISPLAY_WEB',
  'ROLE_REPORT_DISPLAY',
  'ROLE_KNOWLEDGE_APPROVE',
  'ROLE_KNOWLEDGE_CREATE',
  'ROLE_KNOWLEDGE_COMMENT',
  'ROLE_ADMIN_USER_MANAGE',
  'ROLE_ADMIN_GROUP_MANAGE',
  'ROLE_ADMIN_ROLE_MANAGE',
  'ROLE_NOTICE_MANAGE',
  'ROLE_MESSAGE_SEND',
  'ROLE_GRAPH_MANAGE',
  'ROLE_ADMIN_LABEL_MANAGE',
  'ROLE_ADMIN_FIELD_MANAGE',
  'ROLE_ADMIN_CONFIG_MANAGE',
  'ROLE_BBS_MANAGE',
] as const;

export const permissionKey = z.enum(PERMISSION_KEYS);
export type PermissionKey = z.infer<typeof permissionKey>;

/** Chinese names shown in admin screens and in refusal messages. */
export const PERMISSION_NAMES: Record<PermissionKey, string> = {
  ROLE_PORTAL_HOME_DISPLAY: '门户首页',
  ROLE_WIKI_DISPLAY_WEB: '词条知识',
  ROLE_DOCUMENT_DISPLAY_WEB: '文档库',
  ROLE_DOCUMENT_DOWNLOAD: '文档下载',
  ROLE_COLLEGE_DISPLAY: '在线学院',
  ROLE_BBS_DISPLAY: '内部论坛',
  ROLE_VIDEO_DISPLAY_WEB: '视频库',
  ROLE_GRAPH_DISPLAY_WEB: '知识图谱',
  ROLE_REPORT_DISPLAY: '统计报表',
  ROLE_KNOWLEDGE_APPROVE: '知识审核',
  /** Writing knowledge: wiki drafts, document and video uploads, images in rich text. Visitors lack it by default. */
  ROLE_KNOWLEDGE_CREATE: '知识创作',
  /** Commenting on knowledge. Visitors lack it by default. */
  ROLE_KNOWLEDGE_COMMENT: '知识评论',
  ROLE_ADMIN_USER_MANAGE: '用户管理',
  ROLE_ADMIN_GROUP_MANAGE: '组织管理',
  ROLE_ADMIN_ROLE_MANAGE: '角色管理',
  /** Publishing notices and seeing who read them. */
  ROLE_NOTICE_MANAGE: '公告管理',
  /** Writing messages to users or groups (the new-message page); recipients get a notice-group message. */
  ROLE_MESSAGE_SEND: '发送消息',
  /** Editing and importing knowledge-graph nodes and relations. */
  ROLE_GRAPH_MANAGE: '知识图谱管理',
  /** The label categories' groups and labels: add, rename, order, merge, delete. */
  ROLE_ADMIN_LABEL_MANAGE: '标签管理',
  /** The custom fields of wiki entries, documents and videos. */
  ROLE_ADMIN_FIELD_MANAGE: '字段管理',
  /** Configuration items, feature switches, menu aliases, system images and visitor settings. */
  ROLE_ADMIN_CONFIG_MANAGE: '系统配置',
  /** The forum's moderation: the sensitive-word list. */
  ROLE_BBS_MANAGE: '论坛管理',
};

/**
 * Who may call an endpoint: anyone, any signed-in user, a holder of one
 * permission key, or a holder of every key of a list (a module's key and a
 * capability such as writing: `[WIKI, 'ROLE_KNOWLEDGE_CREATE']`).
 */
export type Access = 'public' | 'signedIn' | PermissionKey | readonly PermissionKey[];

/** The keys an access rule requires: none for public and signed-in endpoints. */
export function requiredKeys(access: Access): readonly PermissionKey[] {
  if (access === 'public' || access === 'signedIn') return [];
  return typeof access === 'string' ? [access] : access;
}
