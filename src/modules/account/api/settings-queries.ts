import {
  type AccountSettingsView,
  accountAvatarRemove,
  accountAvatarUpload,
  accountNotifySave,
  accountReadingSave,
  accountSettings,
  type MutableMessageGroup,
  type ReadingFontSize,
} from '@contract/account/account-settings';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { uploadMutation } from '@/shared/lib/upload-mutation';
import { accountQueries } from './account-queries';

const SETTINGS_KEY = ['account', 'settings'] as const;
/** Where the signed-in user shows his avatar: the header menu (auth.me) and the personal page. */
const PROFILE_KEYS = [accountQueries.all, ['auth', 'me']];

export const settingsQueries = {
  /** The caller's reading size and muted message groups; the shell reads it once per session. */
  settings: () =>
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: ({ signal }) => api(accountSettings, {}, { signal }),
      staleTime: 10 * 60_000,
    }),
};

/** The server answers the whole settings after each save: the cache takes it as it is. */
const store = (client: QueryClient) => (data: AccountSettingsView) => client.setQueryData(SETTINGS_KEY, data);

export const settingsMutations = {
  reading: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'settings', 'reading'],
      mutationFn: (fontSize: ReadingFontSize) => api(accountReadingSave, { fontSize }),
      onSuccess: store(client),
      meta: { successMessage: '阅读字号已保存' },
    }),
  notify: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'settings', 'notify'],
      mutationFn: (input: { group: MutableMessageGroup; enabled: boolean }) => api(accountNotifySave, input),
      onSuccess: store(client),
      meta: { successMessage: '消息通知设置已保存' },
    }),
  /** Sends the cropped picture; a refusal shows the server's reason. */
  avatarUpload: () =>
    uploadMutation(accountAvatarUpload, {
      mutationKey: ['account', 'avatar', 'upload'],
      form: (file: Blob) => ({
        file: new File([file], `avatar.${file.type === 'image/webp' ? 'webp' : 'png'}`, { type: file.type }),
      }),
      invalidates: PROFILE_KEYS,
      meta: { silentError: false, successMessage: '头像已更新' },
    }),
  avatarRemove: () =>
    mutationOptions({
      mutationKey: ['account', 'avatar', 'remove'],
      mutationFn: () => api(accountAvatarRemove, {}),
      meta: { successMessage: '头像已删除', invalidates: PROFILE_KEYS },
    }),
};
