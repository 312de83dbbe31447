import { MESSAGE_GROUP_KEYS, type MessageGroup, type MessageTaskTab } from '@contract/messages/message-terms';

export {
  isMessageTaskTab,
  MESSAGE_TASK_TAB_NAMES,
  MESSAGE_TASK_TABS,
  type MessageTaskTab,
} from '@contract/messages/message-terms';

export const isMessageGroupTab = (tab: MessageTaskTab): tab is MessageGroup =>
  (MESSAGE_GROUP_KEYS as readonly string[]).includes(tab);
