import type { DraftBase, DraftSnapshot } from './draft-form';

/**
 * A copy of the draft in this browser's local storage, written on every
 * change, so an unsaved change survives a reload, a crash or a lost
 * connection. It is removed once the server holds the same text.
 */
export interface LocalBackup {
  snapshot: DraftSnapshot;
  base: DraftBase;
  /** When the user last changed the draft (ISO). */
  changedAt: string;
}

const PREFIX = 'aikn.wiki.backup.';
/** Text the user had when a save was refused as stale; kept until they dismiss it. */
const KEPT_PREFIX = 'aikn.wiki.kept.';

const keyOf = (id: number | undefined) => `${PREFIX}${id ?? 'new'}`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or disabled: the server save still runs; the backup is a second line only.
    return false;
  }
}

export function readBackup(id: number | undefined): LocalBackup | null {
  const b = read<LocalBackup>(keyOf(id));
  return b && typeof b.changedAt === 'string' && b.snapshot && typeof b.snapshot.content === 'string' ? b : null;
}

export function writeBackup(id: number | undefined, backup: LocalBackup): boolean {
  return write(keyOf(id), backup);
}

export function clearBackup(id: number | undefined): void {
  localStorage.removeItem(keyOf(id));
}

/** Whether a backup is worth offering: made after the server's copy was last written. */
export function isRestorable(b: LocalBackup | null, serverUpdatedAt: string | null): b is LocalBackup {
  if (!b) return false;
  if (serverUpdatedAt === null) return true;
  return new Date(b.changedAt).getTime() > new Date(serverUpdatedAt).getTime();
}

export interface KeptText {
  snapshot: DraftSnapshot;
  message: string;
  keptAt: string;
}

export function readKept(id: number | undefined): KeptText | null {
  return read<KeptText>(`${KEPT_PREFIX}${id ?? 'new'}`);
}

export function writeKept(id: number | undefined, kept: KeptText): void {
  write(`${KEPT_PREFIX}${id ?? 'new'}`, kept);
}

export function clearKept(id: number | undefined): void {
  localStorage.removeItem(`${KEPT_PREFIX}${id ?? 'new'}`);
}
