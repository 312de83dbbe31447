import { emailSchema, mobileSchema, nicknameSchema } from '@contract/schemas';
import type { z } from 'zod';

function check(schema: z.ZodType, value: string): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

/** Field messages for the profile form, from the contract's own rules; empty mobile/e-mail are allowed. */
export function validateProfile(v: { nickname: string; mobile: string; email: string }) {
  return {
    nickname: check(nicknameSchema, v.nickname),
    mobile: v.mobile.trim() ? check(mobileSchema, v.mobile) : undefined,
    email: v.email.trim() ? check(emailSchema, v.email.trim()) : undefined,
  };
}
