import type { MessageGroup } from '../messages/message-tabs';
import type { SettingsTab } from './settings-tabs';

export { isSettingsTab, SETTINGS_TABS, type SettingsTab } from './settings-tabs';

/**
 * The vocabulary of `/account/settings` without zod: the route's URL check
 * and the signed-in shell (which applies the reading font size) read it.
 */

export const SETTINGS_TAB_NAMES: Record<SettingsTab, string> = {
  profile: '基本资料',
  security: '账号安全',
  reading: '阅读偏好',
  notify: '消息通知',
};

/** Font sizes of reading surfaces, in px (SPEC §9: 16 by default). */
export const READING_FONT_SIZES = [14, 16, 18, 20, 22] as const;
export type ReadingFontSize = (typeof READING_FONT_SIZES)[number];
export const DEFAULT_READING_FONT_SIZE: ReadingFontSize = 16;

/**
 * Message groups a user may turn off. Notice-group messages (administrators'
 * notices, review results, account-security warnings) always arrive.
 */
export const MUTABLE_MESSAGE_GROUPS = ['comment', 'like', 'share'] as const satisfies readonly MessageGroup[];
export type MutableMessageGroup = (typeof MUTABLE_MESSAGE_GROUPS)[number];

export const isMutableMessageGroup = (v: unknown): v is MutableMessageGroup =>
  typeof v === 'string' && (MUTABLE_MESSAGE_GROUPS as readonly string[]).includes(v);

/** Avatars: the upload's byte limit, the largest side accepted, and the side of the square the SPA crops to. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MAX_SIDE = 1024;
export const AVATAR_SIDE = 256;
