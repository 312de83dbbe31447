import { sql } from 'drizzle-orm';
import {
  type AccountSettingsView,
  DEFAULT_READING_FONT_SIZE,
  MUTABLE_MESSAGE_GROUPS,
  type MutableMessageGroup,
  type ReadingFontSize,
} from '../../../contract/account-settings';
import type { Db } from '../../db/client';

type PreferenceRow = { reading_font_size: number; muted_message_groups: string[] };

/** Stored groups in the contract's order; a group no longer mutable (or unknown) is left out. */
const mutedOf = (stored: string[]): MutableMessageGroup[] => MUTABLE_MESSAGE_GROUPS.filter((g) => stored.includes(g));

const view = (row: PreferenceRow | undefined): AccountSettingsView => ({
  readingFontSize: row?.reading_font_size ?? DEFAULT_READING_FONT_SIZE,
  mutedGroups: mutedOf(row?.muted_message_groups ?? []),
});

/** The caller's settings; without a stored row, the defaults (16 px, every group on). */
export async function loadSettings(db: Db, userId: number): Promise<AccountSettingsView> {
  const r = await db.execute<PreferenceRow>(sql`
    select reading_font_size, muted_message_groups from user_preferences where user_id = ${userId}`);
  return view(r.rows[0]);
}

/** Saves the reading font size (the contract allows only the offered sizes). */
export async function saveReadingFontSize(db: Db, userId: number, fontSize: ReadingFontSize): Promise<AccountSettingsView> {
  const r = await db.execute<PreferenceRow>(sql`
    insert into user_preferences (user_id, reading_font_size) values (${userId}, ${fontSize})
    on conflict (user_id) do update set reading_font_size = excluded.reading_font_size, updated_at = now()
    returning reading_font_size, muted_message_groups`);
  return view(r.rows[0]);
}

/**
 * Turns one message group on or off for the caller, in one statement, so
 * two quick toggles of different groups never undo each other.
 */
export async function saveMessageGroup(
  db: Db,
  userId: number,
  input: { group: MutableMessageGroup; enabled: boolean },
): Promise<AccountSettingsView> {
  const initial = input.enabled ? sql`'{}'::text[]` : sql`array[${input.group}]::text[]`;
  const next = input.enabled
    ? sql`array_remove(user_preferences.muted_message_groups, ${input.group})`
    : sql`array_append(array_remove(user_preferences.muted_message_groups, ${input.group}), ${input.group})`;
  const r = await db.execute<PreferenceRow>(sql`
    insert into user_preferences (user_id, muted_message_groups) values (${userId}, ${initial})
    on conflict (user_id) do update set muted_message_groups = ${next}, updated_at = now()
    returning reading_font_size, muted_message_groups`);
  return view(r.rows[0]);
}
