import { approvalDecide, approvalQueue } from '@contract/approval/approval';
import { readerOf } from '../../access/reader';
import type { Binder } from '../../http/route';
import { decide } from '../../knowledge/decide';
import { approvalQueue as pendingQueue } from '../../knowledge/queue';

/** The approval queue of every knowledge domain the approver reads; the route requires the approval permission. */
export function registerApproval(binder: Binder): void {
  binder.route(approvalQueue, ({ deps, user, input }) => pendingQueue(deps.db, readerOf(user), input));
  binder.route(approvalDecide, ({ deps, user, input }) => decide(deps.db, readerOf(user), input));
}
