import { z } from 'zod';
import { endpoint, noInput } from './endpoint';
import { emailSchema, MAX_DB_ID, mobileSchema, nicknameSchema } from './schemas';
import { userView } from './users';

export const personalData = endpoint({
  id: 'account.personalData',
  method: 'GET',
  path: '/aikn-app/personalCenter/personalData',
  summary: '个人资料',
  access: 'signedIn',
  input: noInput,
  output: userView,
});

/** Saves the fill-user-info dialog (SPEC §2). */
export const updateUserInfo = endpoint({
  id: 'account.updateUserInfo',
  method: 'POST',
  path: '/aikn-app/personalCenter/updateUserInfo',
  summary: '完善个人资料（昵称、手机号、邮箱、组织）',
  access: 'signedIn',
  input: z.object({
    nickname: nicknameSchema,
    mobile: mobileSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    groupId: z.number().int().positive().max(MAX_DB_ID).nullable().optional().meta({ title: '组织' }),
  }),
  output: userView,
});
