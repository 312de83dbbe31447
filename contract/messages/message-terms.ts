import { MESSAGE_GROUP_KEYS, type MessageGroup, type MessageTaskTab } from './message-tabs';

export { isMessageTaskTab, MESSAGE_GROUP_KEYS, MESSAGE_TASK_TABS, type MessageGroup, type MessageTaskTab } from './message-tabs';

/**
 * The message vocabulary without zod (customTypes, groups, their names, the
 * /message-task tabs), so the route tree's URL checks can use it without
 * carrying the endpoint schemas into the first screen.
 */
/**
 * customTypes of messages, named by the action that causes them (SPEC §9).
 * The one place the numbers live: the modules that write messages and the
 * groups below both read them from here.
 */
export const MESSAGE_TYPES = {
  shareDocument: 1,
  notice: 2,
  commentOnMine: 6,
  announcement: 7,
  shareEntry: 10,
  replyToMine: 14,
  commentOnAnswer: 15,
  likeOnMine: 16,
  likeOnComment: 17,
  favouriteOnMine: 18,
} as const;

const T = MESSAGE_TYPES;
/** Message groups by customType (SPEC §9): the tabs of /message-task and the header counts. */
export const MESSAGE_GROUPS = {
  comment: [T.commentOnMine, T.replyToMine, T.commentOnAnswer],
  like: [T.likeOnMine, T.likeOnComment, T.favouriteOnMine],
  share: [T.shareDocument, T.shareEntry],
  notice: [T.notice, T.announcement],
} as const satisfies Record<MessageGroup, readonly number[]>;

/** The group a customType belongs to; null for a type no group shows. */
export function messageGroupOf(customType: number): MessageGroup | null {
  for (const g of MESSAGE_GROUP_KEYS) if ((MESSAGE_GROUPS[g] as readonly number[]).includes(customType)) return g;
  return null;
}
export const MESSAGE_GROUP_NAMES: Record<MessageGroup, string> = {
  comment: '评论',
  like: '点赞',
  share: '分享',
  notice: '通知',
};

export const MESSAGE_TASK_TAB_NAMES: Record<MessageTaskTab, string> = {
  ...MESSAGE_GROUP_NAMES,
  task: '待办任务',
  'task-finish': '已办任务',
};
