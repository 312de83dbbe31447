import { personalData, updateUserInfo } from '@contract/account/account';
import { me } from '@contract/auth/auth';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { moduleKeys, moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

const account = moduleQueries('account');

export const accountQueries = {
  all: account.all,
  personalData: () => account.query(personalData, {}),
};

export const accountMutations = {
  /** Saves the fill-user-info dialog; the signed-in user (auth.me) changes too. */
  updateUserInfo: () =>
    mutationOptions({
      mutationKey: ['account', 'updateUserInfo'],
      mutationFn: (input: InputOf<typeof updateUserInfo>) => api(updateUserInfo, input),
      meta: { successMessage: '资料已保存', invalidates: [accountQueries.all, moduleKeys('auth').of(me)] },
    }),
};
