import { changeContact, changePassword, contactCode, securityOverview } from '@contract/account/account-security';
import { me } from '@contract/auth/auth';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { sealPassword } from '@/shared/lib/encrypt-password';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/** The signed-in user as the header, the profile and this section show him: all refetched after a change. */
const CHANGED_USER = [moduleKeys('account').all, moduleKeys('auth').of(me)];

export const securityQueries = {
  overview: () => endpointQuery('account', securityOverview, {}),
};

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
}

/** The contact change as the form holds it: the current password in clear until it is sealed. */
export type ContactChangeInput = Omit<InputOf<typeof changeContact>, 'keyId' | 'password'> & { password?: string };

export const securityMutations = {
  /** Each password under a seal of its own: a seal decrypts one password once. */
  changePassword: () =>
    mutationOptions({
      mutationKey: ['account', 'changePassword'],
      mutationFn: async ({ oldPassword, newPassword }: PasswordChangeInput) => {
        const [o, n] = await Promise.all([sealPassword(oldPassword), sealPassword(newPassword)]);
        return api(changePassword, {
          oldKeyId: o.keyId,
          oldPassword: o.password,
          newKeyId: n.keyId,
          newPassword: n.password,
        });
      },
      meta: { successMessage: '密码已修改，其他设备上的登录已退出', invalidates: CHANGED_USER },
    }),
  contactCode: () =>
    mutationOptions({
      mutationKey: ['account', 'contactCode'],
      mutationFn: (input: InputOf<typeof contactCode>) => api(contactCode, input),
      meta: { successMessage: '验证码已发送' },
    }),
  changeContact: () =>
    mutationOptions({
      mutationKey: ['account', 'changeContact'],
      mutationFn: async ({ password, ...rest }: ContactChangeInput) =>
        api(changeContact, { ...rest, ...(password ? await sealPassword(password) : {}) }),
      meta: { invalidates: CHANGED_USER },
    }),
};
