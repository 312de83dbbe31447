import { z } from 'zod';
import { emailSchema, mobileSchema, nicknameSchema } from '../auth/contact';
import { userView } from '../auth/users';
import { endpoint, noInput } from '../platform/endpoint';

export const personalData = endpoint({
  id: 'account.personalData',
  method: 'GET',
  path: '/aikn-app/personalCenter/personalData',
  summary: '个人资料',
  access: 'signedIn',
  input: noInput,
  output: userView,
});

/** Fields that say who a user is (what he may read and do): administrators set them (admin.userUpdate), never the user. */
const ADMIN_ONLY_FIELDS = ['groupId', 'type', 'isAdmin', 'roleIds'];

/**
 * Saves the fill-user-info dialog (SPEC §2): the nickname. Mobile and e-mail
 * are accepted only unchanged (clients may send the profile back as it is);
 * they change with a code sent to the new one (account-security.ts).
 */
export const updateUserInfo = endpoint({
  id: 'account.updateUserInfo',
  method: 'POST',
  path: '/aikn-app/personalCenter/updateUserInfo',
  summary: '完善个人资料（昵称）；手机号和邮箱须在账号安全中通过验证码修改（此处只接受原值），组织、用户类型和角色由管理员设置',
  access: 'signedIn',
  input: z
    .strictObject(
      {
        nickname: nicknameSchema,
        mobile: z.nullable(mobileSchema).optional(),
        email: z.nullable(emailSchema).optional(),
      },
      {
        // A refused field is named rather than dropped: the caller learns why his change did not happen.
        error: (iss) => {
          if (iss.code !== 'unrecognized_keys') return undefined;
          return iss.keys.some((k) => ADMIN_ONLY_FIELDS.includes(k))
            ? '组织、用户类型、角色和管理员身份只能由管理员设置'
            : `不支持的字段：${iss.keys.join('、')}`;
        },
      },
    )
    .meta({ title: '个人资料' }),
  output: userView,
});
