import type { OutputOf } from '@contract/platform/endpoint';
import type { wikiSave } from '@contract/wiki/wiki';
import type { AutosaveStatus } from '@/shared/editor/autosave-status';
import { isApiError } from '@/shared/lib/api-error';
import type { SaveInput } from '../api/editor-mutations';
import { type DraftBase, type DraftSnapshot, saveBlocker, toSaveInput } from './draft-form';
import { clearBackup, type LocalBackup, writeBackup, writeKept } from './local-backup';

export type { AutosaveStatus };

/** A save the server refused as stale, with the text the user had: it is never thrown away. */
export interface Conflict {
  message: string;
  snapshot: DraftSnapshot;
}

export type SaveResult = OutputOf<typeof wikiSave>;

export interface DraftSaverHooks {
  save: (input: SaveInput) => Promise<SaveResult>;
  /** The draft as the editor holds it now. */
  snapshot: () => DraftSnapshot;
  onStatus: (s: AutosaveStatus) => void;
  onBase: (b: DraftBase) => void;
  onConflict: (c: Conflict | null) => void;
  /** After every successful save (the screen puts a new entry's id into the URL). */
  onSaved: (r: SaveResult) => void;
}

const BACKUP_DELAY_MS = 400;
/** A save that found no connection is tried again after this long. */
const RETRY_MS = 15_000;
const CONFLICT = 409;

/**
 * The autosave of one open draft: a save through `wiki.save` a quiet while
 * after the last change (or at once on `flush`), naming the base version and
 * draft revision; one save at a time; a copy in local storage on every
 * change; a stale-save refusal (409) pauses saving and keeps the user's text.
 */
export class DraftSaver {
  private savedJson: string | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private backupTimer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;
  private conflict: Conflict | null = null;
  private disposed = false;
  private lastSavedAt: Date | null = null;

  constructor(
    private base: DraftBase,
    private readonly hooks: () => DraftSaverHooks,
    private readonly delayMs = 3000,
  ) {}

  get currentBase(): DraftBase {
    return this.base;
  }

  setBase(b: DraftBase) {
    this.base = b;
    this.hooks().onBase(b);
  }

  private json(): string {
    return JSON.stringify(this.hooks().snapshot());
  }

  /** Unsaved changes (or a save in flight). */
  isDirty(): boolean {
    if (this.savedJson === null) return false;
    return this.inFlight !== null || this.conflict !== null || this.json() !== this.savedJson;
  }

  /** The editor's current text counts as what the server holds (after loading or reloading). */
  markClean() {
    this.savedJson = this.json();
    clearTimeout(this.saveTimer);
    this.hooks().onStatus({ kind: 'clean' });
  }

  /** Call on every change of the draft. */
  changed() {
    if (this.savedJson === null || this.disposed) return;
    clearTimeout(this.backupTimer);
    this.backupTimer = setTimeout(() => {
      const snap = this.hooks().snapshot();
      // Saved meanwhile: a copy would only be offered back as if it were newer.
      if (JSON.stringify(snap) !== this.savedJson) this.backup(snap);
    }, BACKUP_DELAY_MS);
    if (this.conflict) return;
    if (!this.inFlight) this.hooks().onStatus({ kind: 'dirty' });
    this.schedule(this.delayMs);
  }

  /** Saves now (after a save in flight); true when the server holds the current text. */
  async flush(): Promise<boolean> {
    clearTimeout(this.saveTimer);
    while (this.inFlight) await this.inFlight;
    const run = this.run();
    this.inFlight = run;
    try {
      return await run;
    } finally {
      this.inFlight = null;
    }
  }

  /** After the user dealt with a conflict: saving resumes from `nextBase` with the editor's text as saved. */
  resolveConflict(nextBase: DraftBase) {
    this.conflict = null;
    this.hooks().onConflict(null);
    this.setBase(nextBase);
    this.markClean();
  }

  /** Mounted (again: React's strict mode unmounts and remounts once in development). */
  activate() {
    this.disposed = false;
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.saveTimer);
    clearTimeout(this.backupTimer);
  }

  private schedule(ms: number) {
    clearTimeout(this.saveTimer);
    if (!this.disposed) this.saveTimer = setTimeout(() => void this.flush(), ms);
  }

  private backup(snapshot: DraftSnapshot) {
    const entry: LocalBackup = { snapshot, base: this.base, changedAt: new Date().toISOString() };
    writeBackup(this.base.id, entry);
  }

  private async run(): Promise<boolean> {
    if (this.conflict) return false;
    const h = this.hooks();
    const snap = h.snapshot();
    const json = JSON.stringify(snap);
    if (json === this.savedJson) {
      // Changed and changed back: nothing to send.
      h.onStatus(this.lastSavedAt ? { kind: 'saved', at: this.lastSavedAt } : { kind: 'clean' });
      return true;
    }
    const blocked = saveBlocker(snap);
    if (blocked) {
      h.onStatus({ kind: 'blocked', reason: blocked });
      this.backup(snap);
      return false;
    }
    h.onStatus({ kind: 'saving' });
    const before = this.base;
    try {
      const r = await h.save(toSaveInput(snap, before));
      this.savedJson = json;
      this.setBase({ id: r.id, baseVersion: r.version, baseRevision: r.revision, status: r.status });
      const upToDate = this.json() === json;
      // The server has the text: the local copy is no longer needed. Newer changes keep theirs, now under the entry's id.
      if (before.id === undefined) clearBackup(undefined);
      if (upToDate) clearBackup(r.id);
      else this.backup(this.hooks().snapshot());
      this.lastSavedAt = new Date();
      h.onStatus(upToDate ? { kind: 'saved', at: this.lastSavedAt } : { kind: 'dirty' });
      h.onSaved(r);
      // Changes made while saving go out after the usual quiet time.
      if (!upToDate) this.schedule(this.delayMs);
      return upToDate;
    } catch (e) {
      if (isApiError(e) && e.code === CONFLICT) {
        this.conflict = { message: e.message, snapshot: snap };
        writeKept(before.id, { ...this.conflict, keptAt: new Date().toISOString() });
        h.onConflict(this.conflict);
        h.onStatus({ kind: 'conflict', message: e.message });
        return false;
      }
      h.onStatus({ kind: 'failed', message: isApiError(e) ? e.message : '保存失败' });
      this.backup(h.snapshot());
      if (isApiError(e) && e.kind === 'network') this.schedule(RETRY_MS);
      return false;
    }
  }
}
