import type { AuditChange } from '@contract/admin/admin-audit';
import type { EventAction } from '@contract/platform/events';
import type { SessionUser } from '../http/session';
import { actor } from './actor';
import { type EventConn, recordEvent } from './record-event';

/**
 * A console change as an event (decision 030): `detail` holds what was
 * changed and every field's value before and after, as the console showed
 * it then (names, not ids: a renamed group must not rewrite history). Here,
 * in the engine, so that every module with a console section (admin, bbs)
 * records its changes alike; the audit trail itself is the admin module's.
 */

/** A record's fields by their Chinese names, as shown. */
export type Snapshot = Record<string, string>;

/** The fields that differ between two snapshots (either may be absent: created, deleted), in field order. */
export function changesOf(before: Snapshot | null, after: Snapshot | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? '', after: after?.[field] ?? '' }))
    .filter((c) => c.before !== c.after);
}

/** Records one console change in the caller's transaction, so it exists exactly when the change committed. */
export async function recordConsoleChange(
  conn: EventConn,
  caller: SessionUser,
  change: { action: EventAction; objectId: number | null; target: string; changes: AuditChange[] },
): Promise<void> {
  await recordEvent(conn, {
    action: change.action,
    ...actor(caller),
    ...(change.objectId === null ? {} : { objectId: change.objectId }),
    detail: { target: change.target, changes: change.changes },
  });
}
