/**
 * The tabs of `/message-task` and nothing more: the route tree checks the
 * address with them on the first screen, where the groups' customTypes and
 * names (message-terms) need not be.
 */

/** Message groups (SPEC §9), in the order of the tabs and the header counts. */
export const MESSAGE_GROUP_KEYS = ['comment', 'like', 'share', 'notice'] as const;
export type MessageGroup = (typeof MESSAGE_GROUP_KEYS)[number];

/** Tabs of /message-task (SPEC §2): the four message groups, then open and done tasks. */
export const MESSAGE_TASK_TABS = [...MESSAGE_GROUP_KEYS, 'task', 'task-finish'] as const;
export type MessageTaskTab = (typeof MESSAGE_TASK_TABS)[number];

export const isMessageTaskTab = (v: unknown): v is MessageTaskTab =>
  typeof v === 'string' && (MESSAGE_TASK_TABS as readonly string[]).includes(v);
