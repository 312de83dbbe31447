import { login, logout, smsCode, smsLogin, visitorBind, visitorCode, visitorRegister } from '@contract/auth/auth';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { authQueries } from './auth-queries';

/**
 * The password sealing code (key fetch, WebCrypto, the forge fallback) loads
 * when a form is sent, not with the sign-in page: /login has a JavaScript
 * ceiling, and the key is fetched at that moment anyway.
 */
async function seal(password: string) {
  const { sealPassword } = await import('@/shared/lib/encrypt-password');
  return sealPassword(password);
}

/** What the sign-in forms send before encryption: the password in clear. */
export interface PasswordLoginInput {
  username: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
}

export type RegisterInput = Omit<InputOf<typeof visitorRegister>, 'password' | 'keyId'> & { password: string };

export const authMutations = {
  /** Password sign-in; the form shows refusals under itself, so no toast. */
  login: () =>
    mutationOptions({
      mutationKey: ['auth', 'login'],
      mutationFn: async ({ password, ...rest }: PasswordLoginInput) => {
        return api(login, { ...rest, ...(await seal(password)) });
      },
      meta: { silentError: true },
    }),
  smsCode: () =>
    mutationOptions({
      mutationKey: ['auth', 'smsCode'],
      mutationFn: (input: InputOf<typeof smsCode>) => api(smsCode, input),
      meta: { successMessage: '验证码已发送' },
    }),
  smsLogin: () =>
    mutationOptions({
      mutationKey: ['auth', 'smsLogin'],
      mutationFn: (input: InputOf<typeof smsLogin>) => api(smsLogin, input),
      meta: { silentError: true },
    }),
  visitorCode: () =>
    mutationOptions({
      mutationKey: ['auth', 'visitorCode'],
      mutationFn: (input: InputOf<typeof visitorCode>) => api(visitorCode, input),
      meta: { successMessage: '验证码已发送' },
    }),
  visitorRegister: () =>
    mutationOptions({
      mutationKey: ['auth', 'visitorRegister'],
      mutationFn: async ({ password, ...rest }: RegisterInput) => {
        return api(visitorRegister, { ...rest, ...(await seal(password)) });
      },
      meta: { silentError: true },
    }),
  visitorBind: () =>
    mutationOptions({
      mutationKey: ['auth', 'visitorBind'],
      mutationFn: (input: InputOf<typeof visitorBind>) => api(visitorBind, input),
      meta: { successMessage: '绑定成功', invalidates: [authQueries.all, moduleKeys('account').all], silentError: true },
    }),
  logout: () =>
    mutationOptions({
      mutationKey: ['auth', 'logout'],
      mutationFn: () => api(logout, {}),
      // Signing out proceeds locally whatever the server says.
      meta: { silentError: true },
    }),
};
