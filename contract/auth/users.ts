import * as z from 'zod/mini';

// Written with zod/mini: the signed-in user's shape is parsed by the first
// screen (sign-in answer, guards), which must stay light (issue 12).

/** User types 1–8; 6 is a registered visitor; 6, 7, 8 get the gold theme. */
export const userType = z.number().check(z.int(), z.minimum(1), z.maximum(8));
export const GOLD_USER_TYPES = [6, 7, 8] as const;
export const VISITOR_USER_TYPE = 6;

/** The signed-in user as the SPA sees it. */
export const userView = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  nickname: z.string(),
  type: userType,
  isAdmin: z.boolean(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  groupId: z.nullable(z.number().check(z.int())),
  groupName: z.nullable(z.string()),
  /** For visitors: whether the visitor is bound to a staff account. */
  bound: z.boolean(),
  /** The avatar's address (it changes with the picture, so it may be cached for good); null shows the initial. */
  avatarUrl: z.nullable(z.string()),
});
export type UserView = z.infer<typeof userView>;

/**
 * What the signed-in user may do, computed once by the server from his roles
 * and admin flag, so the SPA's guards and buttons never re-derive a rule
 * (ARCHITECTURE §7.6). The server checks every endpoint anyway.
 */
export const sessionAbilities = z.object({
  /** An administrator (holds every permission key). */
  admin: z.boolean(),
  /** Decides pending versions (ROLE_KNOWLEDGE_APPROVE): the approval queue. */
  approve: z.boolean(),
  /** Creates and edits knowledge (ROLE_KNOWLEDGE_CREATE). */
  write: z.boolean(),
  /** Comments on knowledge (ROLE_KNOWLEDGE_COMMENT). */
  comment: z.boolean(),
  /** Filters lists by any status over every item he may read, not only his own (admins and approvers). */
  reviewAll: z.boolean(),
  /**
   * The forum plates he moderates: those naming him and every plate below
   * them; empty for a member who moderates none. A forum manager
   * (ROLE_BBS_MANAGE) moderates every plate through his key, not this list.
   */
  moderates: z.array(z.number().check(z.int())),
});
export type SessionAbilities = z.infer<typeof sessionAbilities>;
/** The yes-or-no abilities (`useCan`). */
export type Ability = { [K in keyof SessionAbilities]: SessionAbilities[K] extends boolean ? K : never }[keyof SessionAbilities];

/** The signed-in user with his abilities: what `me` and a sign-in answer, and the SPA caches. */
export const sessionUserView = z.extend(userView, {
  abilities: sessionAbilities,
  /** An administrator set the password: the SPA asks for a new one before anything else, and the server refuses everything else. */
  mustChangePassword: z.boolean(),
});
export type SessionUserView = z.infer<typeof sessionUserView>;

/** Group of the organisation tree (SPEC §3). */
export const groupView = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  parentId: z.nullable(z.number().check(z.int())),
});
export type GroupView = z.infer<typeof groupView>;
