import { z } from 'zod';

/** User types 1–8; 6 is a registered visitor; 6, 7, 8 get the gold theme. */
export const userType = z.number().int().min(1).max(8);
export const GOLD_USER_TYPES = [6, 7, 8] as const;
export const VISITOR_USER_TYPE = 6;

/** The signed-in user as the SPA sees it. */
export const userView = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: userType,
  isAdmin: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** For visitors: whether the visitor is bound to a staff account. */
  bound: z.boolean(),
});
export type UserView = z.infer<typeof userView>;

/** Group of the organisation tree (SPEC §3). */
export const groupView = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});
export type GroupView = z.infer<typeof groupView>;
