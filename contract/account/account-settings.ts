import { z } from 'zod';
import { endpoint, noInput } from '../platform/endpoint';
import { AVATAR_MAX_BYTES, MUTABLE_MESSAGE_GROUPS, READING_FONT_SIZES, type ReadingFontSize } from './account-settings-terms';

export * from './account-settings-terms';

/** The caller's settings: what the reading and notification tabs show, and what the shell applies. */
export const accountSettingsView = z.object({
  readingFontSize: z.number().int(),
  /** Groups whose messages are not created for the caller (never 'notice'). */
  mutedGroups: z.array(z.enum(MUTABLE_MESSAGE_GROUPS)),
});
export type AccountSettingsView = z.infer<typeof accountSettingsView>;

export const accountSettings = endpoint({
  id: 'account.settings',
  method: 'GET',
  path: '/aikn-app/account/settings',
  summary: '我的账号设置：阅读字号、关闭的消息类别',
  access: 'signedIn',
  input: noInput,
  output: accountSettingsView,
});

const fontSizeList = READING_FONT_SIZES.join('、');

export const accountReadingSave = endpoint({
  id: 'account.readingSave',
  method: 'POST',
  path: '/aikn-app/account/settings/reading',
  summary: `保存阅读字号（${fontSizeList} px；词条正文、文档文本、公告等阅读页面使用）`,
  access: 'signedIn',
  input: z.strictObject({
    fontSize: z
      .number('字号须为数字')
      .refine((v): v is ReadingFontSize => (READING_FONT_SIZES as readonly number[]).includes(v), `字号只能是 ${fontSizeList}`)
      .meta({ title: '字号' }),
  }),
  output: accountSettingsView,
});

export const accountNotifySave = endpoint({
  id: 'account.notifySave',
  method: 'POST',
  path: '/aikn-app/account/settings/notify',
  summary: '打开或关闭一类站内消息（评论、点赞、分享）；通知类消息由管理员发出，不能关闭',
  access: 'signedIn',
  input: z.strictObject({
    group: z
      .string()
      .refine((g) => g !== 'notice', '通知类消息由管理员发出，不能关闭')
      .pipe(z.enum(MUTABLE_MESSAGE_GROUPS, '消息类别只能是评论、点赞或分享'))
      .meta({ title: '消息类别' }),
    enabled: z.boolean('请说明打开还是关闭').meta({ title: '接收' }),
  }),
  output: accountSettingsView,
});

/** Multipart upload (field `file`): the cropped avatar; the server draws its own square from it. */
export const accountAvatarUpload = endpoint({
  id: 'account.avatarUpload',
  method: 'POST',
  path: '/aikn-app/account/avatar',
  summary: `上传我的头像（PNG/JPEG/WebP，${AVATAR_MAX_BYTES / 1024 / 1024} MB 以内），multipart 字段 file；替换旧头像`,
  access: 'signedIn',
  body: 'multipart',
  maxBodyBytes: AVATAR_MAX_BYTES + 64 * 1024,
  input: z.object({}),
  output: z.object({ avatarUrl: z.string() }),
});

export const accountAvatarRemove = endpoint({
  id: 'account.avatarRemove',
  method: 'POST',
  path: '/aikn-app/account/avatar/remove',
  summary: '删除我的头像（恢复显示姓名首字）',
  access: 'signedIn',
  input: noInput,
  output: z.object({ avatarUrl: z.null() }),
});
