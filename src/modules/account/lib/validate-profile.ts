import { nicknameSchema } from '@contract/contact';
import { schemaMessage } from '@/shared/lib/schema-message';

/**
 * Field messages for the profile form, from the contract's own rules. Only
 * the nickname is edited there: mobile and e-mail change in 账号安全, with a code.
 */
export function validateProfile(v: { nickname: string }) {
  return { nickname: schemaMessage(nicknameSchema, v.nickname) };
}
