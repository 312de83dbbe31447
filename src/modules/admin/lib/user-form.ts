import type { adminUserView, userCreateText, userUpdate } from '@contract/admin/admin';
import type { InputOf } from '@contract/platform/endpoint';
import type { z } from 'zod';

/** The user form as its inputs hold it (text as typed, ids picked); the contract's schemas judge what it sends. */
export interface UserFormValues extends Record<string, unknown> {
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

export const userFormOf = (u: z.output<typeof adminUserView>): UserFormValues => ({
  username: u.username,
  password: '',
  nickname: u.nickname,
  type: u.type,
  mobile: u.mobile ?? '',
  email: u.email ?? '',
  groupId: u.groupId,
  roleIds: u.roleIds,
  isAdmin: u.isAdmin,
});

/** What both calls take from the form: a blank mobile or e-mail is none; a type not chosen is left for the schema to name. */
const editable = (v: UserFormValues) => ({
  nickname: v.nickname,
  type: v.type ?? undefined,
  mobile: v.mobile.trim() ? v.mobile : null,
  email: v.email.trim() ? v.email : null,
  groupId: v.groupId,
  roleIds: v.roleIds,
});

export const userCreateInput = (v: UserFormValues): z.input<typeof userCreateText> => ({
  ...editable(v),
  type: v.type as number,
  username: v.username,
  password: v.password,
  isAdmin: v.isAdmin,
});

/** Only an administrator may set the flag; others leave it as it is. */
export const userUpdateInput = (v: UserFormValues, canSetAdmin: boolean): InputOf<typeof userUpdate> => ({
  ...editable(v),
  ...(canSetAdmin ? { isAdmin: v.isAdmin } : {}),
});
