import { personalData, updateUserInfo } from '@contract/account';
import type { InputOf } from '@contract/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export const accountQueries = {
  all: ['account'] as const,
  personalData: () =>
    queryOptions({
      queryKey: ['account', 'personalData'] as const,
      queryFn: ({ signal }) => api(personalData, {}, { signal }),
    }),
};

export const accountMutations = {
  /** Saves the fill-user-info dialog; the signed-in user (auth.me) changes too. */
  updateUserInfo: () =>
    mutationOptions({
      mutationKey: ['account', 'updateUserInfo'],
      mutationFn: (input: InputOf<typeof updateUserInfo>) => api(updateUserInfo, input),
      meta: { successMessage: '资料已保存', invalidates: [accountQueries.all, ['auth', 'me']] },
    }),
};
