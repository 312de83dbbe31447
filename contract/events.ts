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
};
