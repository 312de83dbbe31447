import {
  type AccountSettingsView,
  DEFAULT_READING_FONT_SIZE,
  MUTABLE_MESSAGE_GROUPS,
  type MutableMessageGroup,
  type ReadingFontSize,
} from '@contract/account/account-settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPreferences as up } from '../../db/schema/index';
import { bare } from '../../db/sql-names';

type PreferenceRow = { reading_font_size: number; muted_message_groups: string[] };

/** The columns of a preference as `PreferenceRow` names them. */
const COLUMNS = sql`${up.readingFontSize}, ${up.mutedMessageGroups}`;

/** Stored groups in the contract's order; a group no longer mutable (or unknown) is left out. */
const mutedOf = (stored: string[]): MutableMessageGroup[] => MUTABLE_MESSAGE_GROUPS.filter((g) => stored.includes(g));

const view = (row: PreferenceRow | undefined): AccountSettingsView => ({
  readingFontSize: row?.reading_font_size ?? DEFAULT_READING_FONT_SIZE,
  mutedGroups: mutedOf(row?.muted_message_groups ?? []),
});

/** The caller's settings; without a stored row, the defaults (16 px, every group on). */
export async function loadSettings(db: Db, userId: number): Promise<AccountSettingsView> {
  const r = await db.execute<PreferenceRow>(sql`
    select ${COLUMNS} from ${up} where ${up.userId} = ${userId}`);
  return view(r.rows[0]);
}

/** Saves the reading font size (the contract allows only the offered sizes). */
export async function saveReadingFontSize(db: Db, userId: number, fontSize: ReadingFontSize): Promise<AccountSettingsView> {
  const r = await db.execute<PreferenceRow>(sql`
    insert into ${up} (${bare(up.userId)}, ${bare(up.readingFontSize)}) values (${userId}, ${fontSize})
    on conflict (${bare(up.userId)}) do update
      set ${bare(up.readingFontSize)} = excluded.${bare(up.readingFontSize)}, ${bare(up.updatedAt)} = now()
    returning ${COLUMNS}`);
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
    ? sql`array_remove(${up.mutedMessageGroups}, ${input.group})`
    : sql`array_append(array_remove(${up.mutedMessageGroups}, ${input.group}), ${input.group})`;
  const r = await db.execute<PreferenceRow>(sql`
    insert into ${up} (${bare(up.userId)}, ${bare(up.mutedMessageGroups)}) values (${userId}, ${initial})
    on conflict (${bare(up.userId)}) do update set ${bare(up.mutedMessageGroups)} = ${next}, ${bare(up.updatedAt)} = now()
    returning ${COLUMNS}`);
  return view(r.rows[0]);
}
