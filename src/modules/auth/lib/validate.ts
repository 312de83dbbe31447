import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { emailSchema, mobileSchema, nicknameSchema, otpSchema } from '@contract/auth/contact';
import { schemaMessage } from '@/shared/lib/schema-message';

export const validateMobile = (v: string) => (v.trim() ? schemaMessage(mobileSchema, v) : '请输入手机号');
export const validateEmail = (v: string) => (v.trim() ? schemaMessage(emailSchema, v.trim()) : '请输入电子邮箱');
export const validateOtp = (v: string) => (v.trim() ? schemaMessage(otpSchema, v) : '请输入验证码');
export const validateNickname = (v: string) => schemaMessage(nicknameSchema, v);
export const validateNewPassword = (v: string) => (PASSWORD_RULE.test(v) ? undefined : PASSWORD_RULE_MESSAGE);
