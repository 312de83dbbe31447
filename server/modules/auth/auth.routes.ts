import { allPermissions, captcha, keyPair, login, logout, me, smsCode, smsLogin } from '@contract/auth/auth';
import { PERMISSION_KEYS } from '@contract/platform/permissions';
import { clientAddress } from '../../http/client-address';
import type { Binder } from '../../http/route';
import { registerAccountSecurity } from './account-security.routes';
import { createCaptcha } from './captcha.service';
import { currentKeyPair } from './key-pair.service';
import { codeLogin, passwordLogin, sendLoginCode } from './login.service';
import { signOut } from './session.service';
import { loadSessionView } from './session-view';
import { registerVisitor } from './visitor.routes';

/** Accounts and sessions: sign-in, sign-out, the caller, visitors (under /base-admin), and the caller's 账号安全. */
export function registerAuth(binder: Binder): void {
  binder.route(keyPair, ({ deps }) => currentKeyPair(deps.db));
  binder.route(captcha, ({ deps }) => createCaptcha(deps.db));
  binder.route(login, ({ input, deps, c }) =>
    passwordLogin(deps, input, clientAddress(c, deps.config.trustedProxies), c.req.header('user-agent')),
  );
  binder.route(smsCode, ({ input, deps, c }) => sendLoginCode(deps, input.mobile, clientAddress(c, deps.config.trustedProxies)));
  binder.route(smsLogin, ({ input, deps, c }) =>
    codeLogin(deps, input, clientAddress(c, deps.config.trustedProxies), c.req.header('user-agent')),
  );
  binder.route(logout, async ({ user, deps }) => {
    await signOut(deps.db, user);
    return null;
  });
  binder.route(me, ({ user, deps }) => loadSessionView(deps.db, user));
  // In the vocabulary's order, so the answer is stable.
  binder.route(allPermissions, async ({ user }) => PERMISSION_KEYS.filter((k) => user.permissions.has(k)));
  registerVisitor(binder);
  registerAccountSecurity(binder);
}
