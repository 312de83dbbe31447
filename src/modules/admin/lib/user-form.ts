import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '@contract/auth';
import { emailSchema, mobileSchema, nicknameSchema } from '@contract/contact';
import * as z from 'zod/mini';

/** The user form as its inputs hold it (text as typed, ids picked). */
export interface UserFormValues {
  username: string;
  password: string;
  nickname: string;
  type: number | null;
  mobile: string;
  email: string;
  groupId: number | null;
  roleIds: number[];
  isAdmin: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** The same rule as the contract's (userCreate): checked here so a typo costs no round trip. */
const USERNAME = /^[a-zA-Z][a-zA-Z0-9_.-]{2,31}$/;

const blankOr = <T extends z.ZodMiniType>(schema: T) => z.union([z.literal(''), schema]);

const common = {
  nickname: nicknameSchema,
  type: z.number({ error: '请选择用户类型' }).check(z.int(), z.minimum(1, '请选择用户类型'), z.maximum(8, '请选择用户类型')),
  mobile: blankOr(mobileSchema),
  email: blankOr(emailSchema),
};

const createSchema = z.object({
  ...common,
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入用户名'),
      z.regex(USERNAME, '用户名须以字母开头，3到32位字母、数字、下划线、点或横线'),
    ),
  password: z.string().check(z.minLength(1, '请输入初始密码'), z.regex(PASSWORD_RULE, PASSWORD_RULE_MESSAGE)),
});
const editSchema = z.object(common);

/**
 * Checks the form with the contract's own rules and Chinese messages: the
 * first problem of each field, none when the form may be sent.
 */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFormErrors {
  const r = (mode === 'create' ? createSchema : editSchema).safeParse(values);
  if (r.success) return {};
  const errors: UserFormErrors = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as keyof UserFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const EMPTY_USER: UserFormValues = {
  username: '',
  password: '',
  nickname: '',
  type: 1,
  mobile: '',
  email: '',
  groupId: null,
  roleIds: [],
  isAdmin: false,
};

/** An initial password's problem (reset, import), or undefined when it passes the rule. */
export function initialPasswordProblem(password: string): string | undefined {
  if (!password) return '请输入初始密码';
  return PASSWORD_RULE.test(password) ? undefined : PASSWORD_RULE_MESSAGE;
}
