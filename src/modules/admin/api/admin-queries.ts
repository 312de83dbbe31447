import {
  groupAdminList,
  groupCreate,
  groupDelete,
  groupUpdate,
  userCreate,
  userDisable,
  userList,
  userUpdate,
} from '@contract/admin/admin';
import { auditList } from '@contract/admin/admin-audit';
import {
  roleOptions,
  userEndSessions,
  userExport,
  userImport,
  userImportTemplate,
  userResetPassword,
  userUnlock,
} from '@contract/admin/admin-users';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { sealPassword } from '@/shared/lib/encrypt-password';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api, apiUpload } from '@/shared/lib/http';
import { saveFileAnswer } from '@/shared/lib/save-file';

/** A user or group change shows in the tables, the member counts, the pickers and the audit trail. */
const CHANGED = [moduleKeys('admin').all, referenceQueries.groupKeys];

export type UserCreateInput = Omit<InputOf<typeof userCreate>, 'keyId' | 'password'> & { password: string };

/** Reads and writes of the console's user, group and audit screens. */
export const adminQueries = {
  users: (input: InputOf<typeof userList>) =>
    queryOptions({
      ...endpointQuery('admin', userList, input),
      placeholderData: keepPreviousData,
    }),
  roles: () => endpointQuery('admin', roleOptions, {}),
  groups: () => endpointQuery('admin', groupAdminList, {}),
  audit: (input: InputOf<typeof auditList>) =>
    queryOptions({
      ...endpointQuery('admin', auditList, input),
      placeholderData: keepPreviousData,
    }),
};

export const adminMutations = {
  createUser: () =>
    mutationOptions({
      mutationKey: ['admin', 'userCreate'],
      mutationFn: async ({ password, ...rest }: UserCreateInput) =>
        api(userCreate, { ...rest, ...(await sealPassword(password)) }),
      meta: { invalidates: CHANGED, successMessage: '用户已创建', silentError: true },
    }),
  updateUser: () =>
    mutationOptions({
      mutationKey: ['admin', 'userUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof userUpdate> & { id: number }) => api(userUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '用户已保存', silentError: true },
    }),
  setDisabled: () =>
    mutationOptions({
      mutationKey: ['admin', 'userDisable'],
      mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => api(userDisable, { disabled }, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: true },
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: ['admin', 'userResetPassword'],
      mutationFn: async ({ id, password }: { id: number; password: string }) =>
        api(userResetPassword, await sealPassword(password), { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '密码已重置，用户下次登录须修改', silentError: true },
    }),
  unlock: () =>
    mutationOptions({
      mutationKey: ['admin', 'userUnlock'],
      mutationFn: (id: number) => api(userUnlock, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '已解除登录限制' },
    }),
  endSessions: () =>
    mutationOptions({
      mutationKey: ['admin', 'userEndSessions'],
      mutationFn: (id: number) => api(userEndSessions, {}, { params: { id } }),
      meta: { invalidates: CHANGED },
    }),
  importUsers: () =>
    mutationOptions({
      mutationKey: ['admin', 'userImport'],
      mutationFn: async ({ file, password }: { file: File; password: string }) => {
        const sealed = await sealPassword(password);
        const form = new FormData();
        form.append('keyId', sealed.keyId);
        form.append('password', sealed.password);
        form.append('file', file);
        return apiUpload(userImport, form);
      },
      meta: { invalidates: CHANGED, silentError: true },
    }),
  createGroup: () =>
    mutationOptions({
      mutationKey: ['admin', 'groupCreate'],
      mutationFn: (input: InputOf<typeof groupCreate>) => api(groupCreate, input),
      meta: { invalidates: CHANGED, successMessage: '组织已添加', silentError: true },
    }),
  updateGroup: () =>
    mutationOptions({
      mutationKey: ['admin', 'groupUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof groupUpdate> & { id: number }) => api(groupUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '组织已保存', silentError: true },
    }),
  deleteGroup: () =>
    mutationOptions({
      mutationKey: ['admin', 'groupDelete'],
      mutationFn: (id: number) => api(groupDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '组织已删除', silentError: true },
    }),
};

export async function downloadUserTemplate() {
  saveFileAnswer(await api(userImportTemplate, {}));
}

export async function exportUsers(input: InputOf<typeof userExport>) {
  saveFileAnswer(await api(userExport, input));
}
