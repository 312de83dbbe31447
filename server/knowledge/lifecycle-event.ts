import type { EventAction } from '@contract/platform/events';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import type { VersionRow } from './item';

/**
 * Records a lifecycle step of a knowledge item (create, edit, submit,
 * approve, reject, delete, restore) in the step's own transaction, by the
 * caller, with the item as the subject (decision 020).
 */
export function recordStep(
  tx: Conn,
  action: EventAction,
  reader: Reader,
  item: { id: number; domain_id: number },
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordEvent(tx, { action, ...actor(reader), subject: { type: item.domain_id, id: item.id }, detail });
}

/** JSON with object keys sorted, so values read back from jsonb (which reorders keys) compare equal to those sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The parts of a version an author edits. */
type Edited = Pick<
  VersionRow,
  'title' | 'summary' | 'content' | 'labelIds' | 'groupId' | 'fields' | 'coverFileId' | 'visibility'
>;

const editedOf = (v: Edited): Edited => ({
  title: v.title,
  summary: v.summary,
  content: v.content,
  labelIds: v.labelIds,
  groupId: v.groupId,
  fields: v.fields,
  coverFileId: v.coverFileId,
  visibility: v.visibility,
});

/** Whether a save changes what the newest version says: an autosave of the same text is no edit. */
export function contentChanged(before: Edited, after: Edited): boolean {
  return canonical(editedOf(before)) !== canonical(editedOf(after));
}
