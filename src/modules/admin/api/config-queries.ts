import {
  configList,
  configReset,
  configUpdate,
  menuAliasList,
  menuAliasUpdate,
  systemImageList,
  systemImageReset,
  systemImageUpload,
} from '@contract/admin/admin-config';
import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api, apiUpload } from '@/shared/lib/http';

/**
 * A configuration change shows in the console, its audit trail and — in this
 * browser at once, in others at their next page load — the settings
 * (`['config']`), menu names and images (`['common']`) the shell reads.
 */
const CHANGED = [moduleKeys('admin').all, moduleKeys('config').all, moduleKeys('common').all];

/** Reads and writes of the console's 配置 section. */
export const configQueries = {
  items: () => endpointQuery('admin', configList, {}),
  menus: () => endpointQuery('admin', menuAliasList, {}),
  images: () => endpointQuery('admin', systemImageList, {}),
};

export const configMutations = {
  set: () =>
    mutationOptions({
      mutationKey: ['admin', 'configUpdate'],
      mutationFn: (input: { code: string; value: string }) => api(configUpdate, input),
      meta: { invalidates: CHANGED, successMessage: '配置已保存', silentError: true },
    }),
  reset: () =>
    mutationOptions({
      mutationKey: ['admin', 'configReset'],
      mutationFn: (code: string) => api(configReset, { code }),
      meta: { invalidates: CHANGED, successMessage: '已恢复默认值', silentError: true },
    }),
  renameMenu: () =>
    mutationOptions({
      mutationKey: ['admin', 'menuAliasUpdate'],
      mutationFn: ({ id, menuAlias }: { id: number; menuAlias: string }) =>
        api(menuAliasUpdate, { menuAlias }, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '菜单名称已保存', silentError: true },
    }),
  uploadImage: () =>
    mutationOptions({
      mutationKey: ['admin', 'systemImageUpload'],
      mutationFn: ({ picType, file }: { picType: string; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(systemImageUpload, form, { params: { picType } });
      },
      meta: { invalidates: CHANGED, successMessage: '图片已更换', silentError: true },
    }),
  resetImage: () =>
    mutationOptions({
      mutationKey: ['admin', 'systemImageReset'],
      mutationFn: (picType: string) => api(systemImageReset, {}, { params: { picType } }),
      meta: { invalidates: CHANGED, successMessage: '已恢复系统自带图片', silentError: true },
    }),
};
