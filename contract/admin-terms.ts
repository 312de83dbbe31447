import { CONSOLE_EVENT_ACTIONS } from './events';

// Words of the administration console without zod: its routes' search
// schemas read them, and route definitions travel with the first screen.

/**
 * User types 1–8 (SPEC §1: 6 is a registered visitor; 6, 7 and 8 get the
 * gold theme). The spec names no other type, so the rest go by number.
 */
export const USER_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '类型 1',
  2: '类型 2',
  3: '类型 3',
  4: '类型 4',
  5: '类型 5',
  6: '访客（类型 6）',
  7: '类型 7（金色主题）',
  8: '类型 8（金色主题）',
};

/**
 * A user's state as the console filters it. `locked` is not a lock of the
 * account (decision 008: accounts are never locked) but recent failed
 * sign-ins that make its sign-in ask for a captcha; 解除 forgives them.
 */
export const USER_STATES = ['enabled', 'disabled', 'locked'] as const;
export const USER_STATE_NAMES: Readonly<Record<(typeof USER_STATES)[number], string>> = {
  enabled: '正常',
  disabled: '已停用',
  locked: '登录受限',
};

/** Columns the user table sorts by on the server. */
export const USER_SORTS = ['id', 'username', 'nickname', 'type', 'createdAt'] as const;

/** Every action the console records, in section order. */
export const CONSOLE_ACTIONS = Object.values(CONSOLE_EVENT_ACTIONS).flat();
