import {
  allCount,
  commentNum,
  loop,
  messageList,
  messageRead,
  messageRemove,
  messageSend,
  taskList,
} from '@contract/messages/messages';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import {
  countByType,
  listMessages,
  listTasks,
  pollMessages,
  readMessages,
  removeMessages,
  sendMessage,
  unreadPerType,
} from './messages.service';

/** Unread-message polling, counts, message lists and tasks; every query is scoped to the caller's own messages. */
export function registerMessages(binder: Binder): void {
  binder.route(loop, ({ deps, user, input }) => pollMessages(deps.db, readerOf(user), input.currentTime, input.intervalTime));
  binder.route(allCount, ({ deps, user, input }) => countByType(deps.db, user.id, input.type === 2 ? 2 : 1));
  binder.route(commentNum, ({ deps, user }) => unreadPerType(deps.db, user.id));
  binder.route(messageList, ({ deps, user, input }) => listMessages(deps.db, user.id, input));
  binder.route(messageRead, ({ deps, user, input }) => readMessages(deps.db, user.id, input));
  binder.route(messageRemove, ({ deps, user, input }) => removeMessages(deps.db, user.id, input.ids));
  binder.route(messageSend, ({ deps, user, input }) => sendMessage(deps.db, user.id, input));
  binder.route(taskList, ({ deps, user, input }) => listTasks(deps.db, readerOf(user), input));
}
