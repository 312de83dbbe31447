import * as z from 'zod/mini';
import { endpoint, noInput, titled } from '../platform/endpoint';
import { permissionKey } from '../platform/permissions';
import { emailSchema, mobileSchema, nicknameSchema, otpSchema } from './contact';
import { sessionUserView, userView } from './users';

// Written with zod/mini: the sign-in screen parses these answers and checks
// these inputs, and it must stay light (issue 12).

/** Session lifetime. */
export const SESSION_TTL_HOURS = 12;
/** Failures for one username, or from one client address, within the window before a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures for one account within the window at which its owner is sent a message. Accounts are never locked. */
export const NOTICE_OWNER_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
/**
 * Sign-in failures a client address (or its subnet: IPv4 /24, IPv6 /64) may
 * make within THROTTLE_WINDOW_HOURS before it must wait between attempts; the
 * wait starts at THROTTLE_FIRST_WAIT_SECONDS and doubles with every further
 * failure, up to THROTTLE_MAX_WAIT_SECONDS.
 */
export const ADDRESS_FREE_FAILURES = 10;
export const SUBNET_FREE_FAILURES = 30;
/**
 * Failures an IPv6 /48 may make within THROTTLE_WINDOW_HOURS: providers hand
 * one customer a /56 or /48, so a client could otherwise rotate through many
 * /64s, each with its own SUBNET_FREE_FAILURES. For IPv4 the /24 is the widest tier.
 */
export const PREFIX_FREE_FAILURES = 60;
export const THROTTLE_WINDOW_HOURS = 24;
export const THROTTLE_FIRST_WAIT_SECONDS = 60;
export const THROTTLE_MAX_WAIT_SECONDS = 3600;
/** One-time codes sent within THROTTLE_WINDOW_HOURS, per mobile or e-mail, per client address and per subnet. */
export const OTP_DAILY_SENDS_PER_TARGET = 10;
export const OTP_DAILY_SENDS_PER_ADDRESS = 20;
export const OTP_DAILY_SENDS_PER_SUBNET = 60;
/** Per IPv6 /48 (see PREFIX_FREE_FAILURES), so rotating /64s does not multiply the subnet caps. */
export const OTP_DAILY_SENDS_PER_PREFIX = 120;
/** Wrong one-time codes within THROTTLE_WINDOW_HOURS, per mobile or e-mail, per client address and per subnet. */
export const OTP_DAILY_WRONG_PER_TARGET = 20;
export const OTP_DAILY_WRONG_PER_ADDRESS = 20;
export const OTP_DAILY_WRONG_PER_SUBNET = 60;
export const OTP_DAILY_WRONG_PER_PREFIX = 120;
export const CAPTCHA_TTL_MINUTES = 5;
export const OTP_TTL_MINUTES = 5;
/** One code a minute per mobile or e-mail. */
export const OTP_RESEND_SECONDS = 60;

const username = titled(
  z.string().check(z.trim(), z.minLength(1, '请输入用户名'), z.maxLength(64, '用户名最多64个字符')),
  '用户名',
);
/** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
const encryptedPassword = titled(z.string().check(z.minLength(1, '请输入密码'), z.maxLength(2048, '密码密文过长')), '密码');
/** The one-time key id (seal) from auth.keyPair; it is also the RSA-OAEP label of the ciphertext. */
const keyId = titled(z.string().check(z.minLength(1, '缺少密钥编号'), z.maxLength(128, '密钥编号无效')), '密钥编号');

/** Password rule for new passwords, checked after decryption. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const PASSWORD_RULE_MESSAGE = '密码须为8到64位，且同时包含字母和数字';

/**
 * A password an administrator chose (creation, reset) must be replaced first:
 * until then a session may only read who it is, change the password or sign
 * out; every other signed-in call is refused with this message.
 */
export const MUST_CHANGE_PASSWORD_MESSAGE = '管理员设置的密码须先修改，请修改密码后继续';
export const MUST_CHANGE_PASSWORD_ALLOWS: readonly string[] = [
  // What a sign-in reads about the caller himself.
  'auth.me',
  'auth.allPermissions',
  'common.allAuth',
  'auth.logout',
  'accountSecurity.changePassword',
];

export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserView,
});

export const keyPair = endpoint({
  id: 'auth.keyPair',
  method: 'GET',
  path: '/base-admin/login/keyPair',
  summary:
    '获取登录加密公钥（RSA-OAEP SHA-256，SPKI PEM）和一次性密钥编号：以密钥编号为 OAEP label 加密一个密码，10分钟内有效，只能使用一次',
  access: 'public',
  input: noInput,
  output: z.object({ keyId: z.string(), publicKey: z.string() }),
});

export const captcha = endpoint({
  id: 'auth.captcha',
  method: 'GET',
  path: '/base-admin/login/captcha',
  summary: '获取图形验证码（PNG 图片的 data URL，一次有效，5分钟）',
  access: 'public',
  input: noInput,
  output: z.object({ captchaId: z.string(), image: z.string() }),
});

export const login = endpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/base-admin/login/login',
  summary: '账号密码登录',
  access: 'public',
  input: z.object({
    username,
    password: encryptedPassword,
    keyId,
    captchaId: titled(z.optional(z.string().check(z.maxLength(64))), '验证码编号'),
    captchaCode: titled(z.optional(z.string().check(z.trim(), z.maxLength(16))), '图形验证码'),
  }),
  output: loginResult,
});

/** Data carried by a refused login so the SPA knows to show the captcha, and how long a throttled client waits. */
export const loginRefusal = z.object({
  captchaRequired: z.boolean(),
  retryAfterSeconds: z.optional(z.number().check(z.int())),
});

export const smsCode = endpoint({
  id: 'auth.smsCode',
  method: 'POST',
  path: '/base-admin/login/smsCode',
  summary: '发送短信登录验证码',
  access: 'public',
  input: z.object({ mobile: mobileSchema }),
  output: z.object({ resendAfterSeconds: z.number().check(z.int()) }),
});

export const smsLogin = endpoint({
  id: 'auth.smsLogin',
  method: 'POST',
  path: '/base-admin/login/smsLogin',
  summary: '短信验证码登录',
  access: 'public',
  input: z.object({ mobile: mobileSchema, code: otpSchema }),
  output: loginResult,
});

export const logout = endpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/base-admin/login/logout',
  summary: '退出登录（吊销令牌）',
  access: 'signedIn',
  input: noInput,
  output: z.null(),
});

export const me = endpoint({
  id: 'auth.me',
  method: 'GET',
  path: '/base-admin/login/me',
  summary: '当前登录用户及其能力（审核、编写、评论、管理）',
  access: 'signedIn',
  input: noInput,
  output: sessionUserView,
});

/** Registration and its code go to a mobile number or an e-mail address, exactly one of them. */
const oneContact = z.refine<{ mobile?: string; email?: string }>((v) => (v.mobile ? 1 : 0) + (v.email ? 1 : 0) === 1, {
  message: '请填写手机号或电子邮箱其中一项',
  path: ['mobile'],
});

export const visitorCode = endpoint({
  id: 'auth.visitorCode',
  method: 'POST',
  path: '/base-admin/visitor/code',
  summary: '发送访客注册或绑定验证码（手机号或邮箱）',
  access: 'public',
  input: z
    .object({
      mobile: z.optional(mobileSchema),
      email: z.optional(emailSchema),
      purpose: titled(z._default(z.enum(['register', 'bind']), 'register'), '用途'),
    })
    .check(oneContact),
  output: z.object({ resendAfterSeconds: z.number().check(z.int()) }),
});

export const visitorRegister = endpoint({
  id: 'auth.visitorRegister',
  method: 'POST',
  path: '/base-admin/visitor/register',
  summary: '访客注册（创建类型6的用户）并登录',
  access: 'public',
  input: z
    .object({
      mobile: z.optional(mobileSchema),
      email: z.optional(emailSchema),
      code: otpSchema,
      password: encryptedPassword,
      keyId,
      nickname: nicknameSchema,
    })
    .check(oneContact),
  output: loginResult,
});

export const visitorBind = endpoint({
  id: 'auth.visitorBind',
  method: 'POST',
  path: '/base-admin/visitor/bind',
  summary: '访客绑定员工账号（员工手机号+验证码）',
  access: 'signedIn',
  input: z.object({ mobile: mobileSchema, code: otpSchema }),
  output: userView,
});

export const allPermissions = endpoint({
  id: 'auth.allPermissions',
  method: 'GET',
  path: '/base-admin/auth/allPermissions',
  summary: '当前用户的全部权限键',
  access: 'signedIn',
  input: noInput,
  output: z.array(permissionKey),
});
