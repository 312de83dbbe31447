import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '@contract/auth';
import { emailSchema, mobileSchema, otpSchema } from '@contract/contact';
import { schemaMessage } from '@/shared/lib/schema-message';

/** Field messages of the 账号安全 forms, from the contract's own rules. */
export const validateMobile = (v: string) => (v.trim() ? schemaMessage(mobileSchema, v) : '请输入新手机号');
export const validateEmail = (v: string) => (v.trim() ? schemaMessage(emailSchema, v.trim()) : '请输入新电子邮箱');
export const validateOtp = (v: string) => (v.trim() ? schemaMessage(otpSchema, v) : '请输入验证码');

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function validatePasswordChange(v: PasswordFields): Partial<Record<keyof PasswordFields, string>> {
  return {
    oldPassword: v.oldPassword ? undefined : '请输入原密码',
    newPassword: !PASSWORD_RULE.test(v.newPassword)
      ? PASSWORD_RULE_MESSAGE
      : v.newPassword === v.oldPassword
        ? '新密码不能与原密码相同'
        : undefined,
    confirm: v.confirm === v.newPassword ? undefined : '两次输入的新密码不一致',
  };
}
