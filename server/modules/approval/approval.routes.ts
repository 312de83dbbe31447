import { approvalDecide, approvalQueue } from '../../../contract/approval';
import type { Binder } from '../../http/route';
import { decide } from '../../knowledge/decide';
import { approvalQueue as pendingQueue } from '../../knowledge/queue';

/** The approval queue of every knowledge domain; the route requires the approval permission. */
export function registerApproval(binder: Binder): void {
  binder.route(approvalQueue, ({ deps, input }) => pendingQueue(deps.db, input));
  binder.route(approvalDecide, ({ deps, user, input }) => decide(deps.db, user.id, input));
}
