import { allCount, commentNum, loop } from '../../../contract/messages';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import { countByType, pollMessages, unreadPerType } from './messages.service';

/** Unread-message polling and counts; every query is scoped to the caller's own messages. */
export function registerMessages(binder: Binder): void {
  binder.route(loop, ({ deps, user, input }) => pollMessages(deps.db, readerOf(user), input.currentTime, input.intervalTime));
  binder.route(allCount, ({ deps, user, input }) => countByType(deps.db, user.id, input.type === 2 ? 2 : 1));
  binder.route(commentNum, ({ deps, user }) => unreadPerType(deps.db, user.id));
}
