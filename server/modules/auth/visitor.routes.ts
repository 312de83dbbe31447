import { visitorBind, visitorCode, visitorRegister } from '@contract/auth/auth';
import { clientAddress } from '../../http/client-address';
import type { Binder } from '../../http/route';
import { bindVisitor, registerVisitorAccount, sendVisitorCode } from './visitor.service';

/** Visitor self-registration and binding to a staff account. */
export function registerVisitor(binder: Binder): void {
  binder.route(visitorCode, ({ input, deps, c }) => sendVisitorCode(deps, input, clientAddress(c, deps.config.trustedProxies)));
  binder.route(visitorRegister, ({ input, deps, c }) =>
    registerVisitorAccount(deps, input, clientAddress(c, deps.config.trustedProxies), c.req.header('user-agent')),
  );
  binder.route(visitorBind, ({ input, user, deps, c }) =>
    bindVisitor(deps.db, user, input, clientAddress(c, deps.config.trustedProxies)),
  );
}
