import { roleCreate, roleDelete, roleList, roleMembers, roleUpdate } from '@contract/admin/admin';
import { allPermissions, me } from '@contract/auth/auth';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/**
 * A role change shows in the role list, the user form's role options, the
 * audit trail and — for whoever holds the role — the permissions the shell
 * reads at its next call.
 */
const CHANGED = [moduleKeys('admin').all, moduleKeys('auth').of(allPermissions), moduleKeys('auth').of(me)];

/** Reads and writes of the console's 角色 section. */
export const roleQueries = {
  list: () => endpointQuery('admin', roleList, {}),
  members: (id: number, input: InputOf<typeof roleMembers>) =>
    queryOptions({
      ...endpointQuery('admin', roleMembers, input, { params: { id } }),
      placeholderData: keepPreviousData,
    }),
};

export const roleMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['admin', 'roleCreate'],
      mutationFn: (input: InputOf<typeof roleCreate>) => api(roleCreate, input),
      meta: { invalidates: CHANGED, successMessage: '角色已创建', silentError: true },
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['admin', 'roleUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof roleUpdate> & { id: number }) => api(roleUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '角色已保存', silentError: true },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['admin', 'roleDelete'],
      mutationFn: (id: number) => api(roleDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '角色已删除', silentError: true },
    }),
};
