import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '@contract/auth';
import { emailSchema, mobileSchema, nicknameSchema, otpSchema } from '@contract/schemas';
import type { z } from 'zod';

/** The contract's own message for a bad value, or undefined when it is fine. */
function check(schema: z.ZodType, value: string): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

export const validateMobile = (v: string) => (v.trim() ? check(mobileSchema, v) : '请输入手机号');
export const validateEmail = (v: string) => (v.trim() ? check(emailSchema, v.trim()) : '请输入电子邮箱');
export const validateOtp = (v: string) => (v.trim() ? check(otpSchema, v) : '请输入验证码');
export const validateNickname = (v: string) => check(nicknameSchema, v);
export const validateNewPassword = (v: string) => (PASSWORD_RULE.test(v) ? undefined : PASSWORD_RULE_MESSAGE);
