import { MESSAGE_GROUP_KEYS, MESSAGE_GROUP_NAMES, type MessageGroup } from '@contract/messages';

/** Tabs of /message-task (SPEC §2): the four message groups, then open and done tasks. */
export const MESSAGE_TASK_TABS = [...MESSAGE_GROUP_KEYS, 'task', 'task-finish'] as const;
export type MessageTaskTab = (typeof MESSAGE_TASK_TABS)[number];

export const MESSAGE_TASK_TAB_NAMES: Record<MessageTaskTab, string> = {
  ...MESSAGE_GROUP_NAMES,
  task: '待办任务',
  'task-finish': '已办任务',
};

export const isMessageTaskTab = (v: unknown): v is MessageTaskTab =>
  typeof v === 'string' && (MESSAGE_TASK_TABS as readonly string[]).includes(v);

export const isMessageGroupTab = (tab: MessageTaskTab): tab is MessageGroup =>
  (MESSAGE_GROUP_KEYS as readonly string[]).includes(tab);
