import { changeContact, changePassword, contactCode, securityOverview } from '@contract/account/account-security';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { clientAddress } from '../../http/client-address';
import type { Binder } from '../../http/route';
import { changeOwnContact, sendContactCode } from './contact-change.service';
import { changeOwnPassword } from './password-change.service';

/**
 * 账号安全 of the settings page. Served under /aikn-app/account but kept in
 * the auth module: it works on password hashes, sessions, one-time codes and
 * their throttles, which are this module's, and a module never imports another.
 */
export function registerAccountSecurity(binder: Binder): void {
  binder.route(securityOverview, async ({ deps, user }) => {
    const [row] = await deps.db
      .select({ passwordHash: users.passwordHash, mobile: users.mobile, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    return { hasPassword: Boolean(row?.passwordHash), mobile: row?.mobile ?? null, email: row?.email ?? null };
  });
  binder.route(changePassword, ({ deps, user, input, c }) =>
    changeOwnPassword(deps, user, input, clientAddress(c, deps.config.trustedProxies)),
  );
  binder.route(contactCode, ({ deps, user, input, c }) =>
    sendContactCode(deps, user, input, clientAddress(c, deps.config.trustedProxies)),
  );
  binder.route(changeContact, ({ deps, user, input, c }) =>
    changeOwnContact(deps, user, input, clientAddress(c, deps.config.trustedProxies)),
  );
}
