import { z } from 'zod';
import { endpoint, noInput } from './endpoint';
import { permissionKey } from './permissions';
import { emailSchema, mobileSchema, nicknameSchema, otpSchema } from './schemas';
import { userView } from './users';

/** Session lifetime. */
export const SESSION_TTL_HOURS = 12;
/** Failures for one username within the window before a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures for one username within the window that lock the account. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
export const CAPTCHA_TTL_MINUTES = 5;
export const OTP_TTL_MINUTES = 5;
/** One code a minute per mobile or e-mail. */
export const OTP_RESEND_SECONDS = 60;

const username = z.string().trim().min(1, '请输入用户名').max(64, '用户名最多64个字符').meta({ title: '用户名' });
/** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
const encryptedPassword = z.string().min(1, '请输入密码').max(2048, '密码密文过长').meta({ title: '密码' });
const keyId = z.string().min(1, '缺少密钥编号').max(64).meta({ title: '密钥编号' });

/** Password rule for new passwords, checked after decryption. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const PASSWORD_RULE_MESSAGE = '密码须为8到64位，且同时包含字母和数字';

export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userView,
});

export const keyPair = endpoint({
  id: 'auth.keyPair',
  method: 'GET',
  path: '/base-admin/login/keyPair',
  summary: '获取登录加密公钥（RSA-OAEP SHA-256，SPKI PEM）',
  access: 'public',
  input: noInput,
  output: z.object({ keyId: z.string(), publicKey: z.string() }),
});

export const captcha = endpoint({
  id: 'auth.captcha',
  method: 'GET',
  path: '/base-admin/login/captcha',
  summary: '获取图形验证码（一次有效，5分钟）',
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
    captchaId: z.string().max(64).optional().meta({ title: '验证码编号' }),
    captchaCode: z.string().trim().max(16).optional().meta({ title: '图形验证码' }),
  }),
  output: loginResult,
});

/** Data carried by a refused login so the SPA knows to show the captcha. */
export const loginRefusal = z.object({ captchaRequired: z.boolean() });

export const smsCode = endpoint({
  id: 'auth.smsCode',
  method: 'POST',
  path: '/base-admin/login/smsCode',
  summary: '发送短信登录验证码',
  access: 'public',
  input: z.object({ mobile: mobileSchema }),
  output: z.object({ resendAfterSeconds: z.number().int() }),
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
  summary: '当前登录用户',
  access: 'signedIn',
  input: noInput,
  output: userView,
});

export const visitorCode = endpoint({
  id: 'auth.visitorCode',
  method: 'POST',
  path: '/base-admin/visitor/code',
  summary: '发送访客注册或绑定验证码（手机号或邮箱）',
  access: 'public',
  input: z
    .object({
      mobile: mobileSchema.optional(),
      email: emailSchema.optional(),
      purpose: z.enum(['register', 'bind']).default('register').meta({ title: '用途' }),
    })
    .refine((v) => (v.mobile ? 1 : 0) + (v.email ? 1 : 0) === 1, { message: '请填写手机号或电子邮箱其中一项', path: ['mobile'] }),
  output: z.object({ resendAfterSeconds: z.number().int() }),
});

export const visitorRegister = endpoint({
  id: 'auth.visitorRegister',
  method: 'POST',
  path: '/base-admin/visitor/register',
  summary: '访客注册（创建类型6的用户）并登录',
  access: 'public',
  input: z
    .object({
      mobile: mobileSchema.optional(),
      email: emailSchema.optional(),
      code: otpSchema,
      password: encryptedPassword,
      keyId,
      nickname: nicknameSchema,
    })
    .refine((v) => (v.mobile ? 1 : 0) + (v.email ? 1 : 0) === 1, { message: '请填写手机号或电子邮箱其中一项', path: ['mobile'] }),
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
