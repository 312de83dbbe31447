import { emailSchema, mobileSchema, nicknameSchema } from '@contract/contact';
import { schemaMessage } from '@/shared/lib/schema-message';

/** Field messages for the profile form, from the contract's own rules; empty mobile/e-mail are allowed. */
export function validateProfile(v: { nickname: string; mobile: string; email: string }) {
  return {
    nickname: schemaMessage(nicknameSchema, v.nickname),
    mobile: v.mobile.trim() ? schemaMessage(mobileSchema, v.mobile) : undefined,
    email: v.email.trim() ? schemaMessage(emailSchema, v.email.trim()) : undefined,
  };
}
