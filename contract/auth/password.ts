import * as z from 'zod/mini';
import { titled } from '../platform/endpoint';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from './auth';

/**
 * A new password as typed, under its field's title. The endpoints take it
 * sealed (RSA ciphertext, as at sign-in), so their input schemas cannot judge
 * it: the form judges the text with this schema before sealing it, and the
 * server judges the decrypted text with the same one, so both refuse the same
 * passwords in the same words. Its own file, not auth.ts: the sign-in screen
 * must not carry it.
 */
export const newPasswordText = (title: string) =>
  titled(z.string().check(z.minLength(1, `请输入${title}`), z.regex(PASSWORD_RULE, PASSWORD_RULE_MESSAGE)), title);

/** The password an administrator gives a new, reset or imported user. */
export const initialPasswordText = newPasswordText('初始密码');

/** The initial password alone (reset): the form's whole input before it is sealed. */
export const initialPasswordForm = z.object({ password: initialPasswordText });

/** The first problem of a new password in the server's words (`初始密码：…`), or null when it passes. */
export function newPasswordRefusal(schema: z.ZodMiniType<string>, text: string): string | null {
  const checked = schema.safeParse(text);
  if (checked.success) return null;
  const title = z.globalRegistry.get(schema)?.title;
  return `${title ? `${title}：` : ''}${checked.error.issues[0]?.message ?? PASSWORD_RULE_MESSAGE}`;
}

/** A visitor's own password at registration (auth.visitorRegister), named as its field is. */
export const visitorPasswordText = newPasswordText('密码');
