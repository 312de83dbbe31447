import { emailSchema, mobileSchema, otpSchema } from '@contract/contact';
import { schemaMessage } from '@/shared/lib/schema-message';

/** Field messages of the 账号安全 forms, from the contract's own rules. */
export const validateMobile = (v: string) => (v.trim() ? schemaMessage(mobileSchema, v) : '请输入新手机号');
export const validateEmail = (v: string) => (v.trim() ? schemaMessage(emailSchema, v.trim()) : '请输入新电子邮箱');
export const validateOtp = (v: string) => (v.trim() ? schemaMessage(otpSchema, v) : '请输入验证码');
