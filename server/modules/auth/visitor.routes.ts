import { visitorBind, visitorCode, visitorRegister } from '../../../contract/auth';
import type { Binder } from '../../http/route';
import { bindVisitor, registerVisitorAccount, sendVisitorCode } from './visitor.service';

/** Visitor self-registration and binding to a staff account. */
export function registerVisitor(binder: Binder): void {
  binder.route(visitorCode, ({ input, deps }) => sendVisitorCode(deps, input));
  binder.route(visitorRegister, ({ input, deps, c }) => registerVisitorAccount(deps, input, c.req.header('user-agent')));
  binder.route(visitorBind, ({ input, user, deps }) => bindVisitor(deps.db, user, input.mobile, input.code));
}
