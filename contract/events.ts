/**
 * The event vocabulary (decision 020): what a user did, as recorded in the
 * one append-only event log that reports and the audit trail read. The
 * server records them; the reports' filters offer them by these names.
 */
export const EVENT_ACTIONS = [
  'login',
  'logout',
  /** Opened an item's page; once per user, item and day, like the view count. */
  'view',
  'search',
  /** Opened a search result. */
  'click',
  'download',
  'preview',
  'upload',
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'delete',
  'restore',
  'comment',
  'uncomment',
  'like',
  'unlike',
  'favourite',
  'unfavourite',
  'share',
  'watch',
  'feedback',
  'task_done',
  // Changes made in the administration console (decision 030): `objectId` is the user, group or
  // role changed, `detail` holds its name and the fields before → after.
  'user_create',
  'user_edit',
  'user_disable',
  'user_enable',
  'user_password_reset',
  'user_unlock',
  'user_sessions_end',
  'user_import',
  'group_create',
  'group_edit',
  'group_delete',
  'role_create',
  'role_edit',
  'role_delete',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** How the reports name each action. */
export const EVENT_ACTION_NAMES: Readonly<Record<EventAction, string>> = {
  login: '登录',
  logout: '退出',
  view: '浏览',
  search: '搜索',
  click: '点击搜索结果',
  download: '下载',
  preview: '预览',
  upload: '上传',
  create: '新建',
  edit: '编辑',
  submit: '提交审核',
  approve: '审核通过',
  reject: '审核驳回',
  delete: '删除',
  restore: '恢复',
  comment: '评论',
  uncomment: '删除评论',
  like: '点赞',
  unlike: '取消点赞',
  favourite: '收藏',
  unfavourite: '取消收藏',
  share: '分享',
  watch: '观看视频',
  feedback: '反馈',
  task_done: '完成任务',
  user_create: '新建用户',
  user_edit: '编辑用户',
  user_disable: '停用用户',
  user_enable: '启用用户',
  user_password_reset: '重置密码',
  user_unlock: '解除登录限制',
  user_sessions_end: '结束用户会话',
  user_import: '导入用户',
  group_create: '新建组织',
  group_edit: '编辑组织',
  group_delete: '删除组织',
  role_create: '新建角色',
  role_edit: '编辑角色',
  role_delete: '删除角色',
};

/** The console's change events, by the section that makes them (decision 030). */
export const CONSOLE_EVENT_ACTIONS = {
  users: [
    'user_create',
    'user_edit',
    'user_disable',
    'user_enable',
    'user_password_reset',
    'user_unlock',
    'user_sessions_end',
    'user_import',
  ],
  groups: ['group_create', 'group_edit', 'group_delete'],
  roles: ['role_create', 'role_edit', 'role_delete'],
} as const satisfies Record<string, readonly EventAction[]>;

/** Every action the console records, in section order. */
export const CONSOLE_ACTIONS: readonly EventAction[] = Object.values(CONSOLE_EVENT_ACTIONS).flat();
