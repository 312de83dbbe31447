import { z } from 'zod';
import { emailSchema, mobileSchema, otpSchema } from '../auth/contact';
import { newPasswordText } from '../auth/password';
import { userView } from '../auth/users';
import { endpoint, noInput, titled } from '../platform/endpoint';

/*
 * 账号安全 of the settings page (issue 14): password change and a new mobile
 * or e-mail proven by a one-time code. Classic zod: the settings page is not
 * on the first screen.
 */

/** RSA-OAEP (SHA-256) ciphertext of one password, base64, as at sign-in. */
const encrypted = (title: string) => titled(z.string().min(1, `请输入${title}`).max(2048, `${title}密文过长`), title);
/**
 * A seal from auth.keyPair. A seal decrypts one password once, so the old and
 * the new password each come under a seal of their own.
 */
const seal = (title: string) => titled(z.string().min(1, '缺少密钥编号').max(128, '密钥编号无效'), title);

export const securityOverview = endpoint({
  id: 'accountSecurity.overview',
  method: 'GET',
  path: '/aikn-app/account/security',
  summary: '账号安全概况：是否已设置密码，当前手机号和电子邮箱',
  access: 'signedIn',
  input: noInput,
  output: z.object({ hasPassword: z.boolean(), mobile: z.string().nullable(), email: z.string().nullable() }),
});

/**
 * The passwords of changePassword as typed, before each is sealed: the form
 * judges them with this schema, and the server judges the decrypted new
 * password with its `newPassword`.
 */
export const changePasswordText = z
  .object({
    oldPassword: titled(z.string().min(1, '请输入原密码'), '原密码'),
    newPassword: newPasswordText('新密码'),
  })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: '新密码不能与原密码相同' });

export const changePassword = endpoint({
  id: 'accountSecurity.changePassword',
  method: 'POST',
  path: '/aikn-app/account/password',
  summary:
    '修改密码：原密码和新密码各用一个一次性密钥编号加密（同登录）；原密码错误按登录失败计入限流；成功后结束本人其他所有会话，保留当前会话',
  access: 'signedIn',
  input: z.strictObject({
    oldKeyId: seal('原密码密钥编号'),
    oldPassword: encrypted('原密码'),
    newKeyId: seal('新密码密钥编号'),
    newPassword: encrypted('新密码'),
  }),
  output: z.object({ endedSessions: z.number().int() }),
});

/** A new mobile for 'sms', a new e-mail for 'email', in the formats sign-in and registration use. */
const contactTarget = z.discriminatedUnion(
  'channel',
  [
    z.strictObject({ channel: z.literal('sms'), target: mobileSchema }),
    z.strictObject({ channel: z.literal('email'), target: emailSchema }),
  ],
  { error: '验证方式只能是短信或邮件' },
);

export const contactCode = endpoint({
  id: 'accountSecurity.contactCode',
  method: 'POST',
  path: '/aikn-app/account/contactCode',
  summary:
    '向新的手机号或电子邮箱发送更换验证码（每个号码每分钟一次，并有每日上限）；号码是否已被其他账号使用，只在验证码证明持有后才告知',
  access: 'signedIn',
  input: contactTarget,
  output: z.object({ resendAfterSeconds: z.number().int() }),
});

/**
 * The current password proves that whoever holds the session is the owner: the
 * mobile signs in by SMS, so a borrowed session must not move it to another phone.
 * Required when the account has a password (securityOverview.hasPassword).
 */
const currentPassword = {
  keyId: seal('密钥编号').optional(),
  password: encrypted('当前密码').optional(),
};

export const changeContact = endpoint({
  id: 'accountSecurity.changeContact',
  method: 'POST',
  path: '/aikn-app/account/contact',
  summary: '以发送到新号码的验证码更换手机号或电子邮箱；已设置密码的账号还须提供当前密码（同登录加密），错误按登录失败计入限流',
  access: 'signedIn',
  input: z.discriminatedUnion(
    'channel',
    [
      z.strictObject({ channel: z.literal('sms'), target: mobileSchema, code: otpSchema, ...currentPassword }),
      z.strictObject({ channel: z.literal('email'), target: emailSchema, code: otpSchema, ...currentPassword }),
    ],
    { error: '验证方式只能是短信或邮件' },
  ),
  output: userView,
});
