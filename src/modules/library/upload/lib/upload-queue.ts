import type { libraryUpload } from '@contract/library/library';
import type { OutputOf } from '@contract/platform/endpoint';

export type UploadResult = OutputOf<typeof libraryUpload>;

/** What every file of one batch is uploaded with (snapshotted when the files are added). */
export interface BatchFields {
  labelIds: number[];
  groupId: number | null;
  /** The question the documents answer (`/library/create/$question`). */
  question: string | null;
  /** Local chronicle (地方志) with its region and year. */
  chronicle: { region: string; year: number } | null;
}

/** Where one file of the queue stands. */
export type RowState =
  | { kind: 'queued' }
  | { kind: 'uploading'; loaded: number; total: number }
  | { kind: 'done'; result: UploadResult }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

export interface QueueRow {
  key: number;
  file: File;
  fields: BatchFields;
  state: RowState;
}

export type QueueAction =
  | { type: 'add'; files: readonly File[]; fields: BatchFields }
  | { type: 'start'; key: number }
  | { type: 'progress'; key: number; loaded: number; total: number }
  | { type: 'done'; key: number; result: UploadResult }
  | { type: 'failed'; key: number; message: string }
  | { type: 'cancelled'; key: number }
  | { type: 'retry'; key: number }
  | { type: 'remove'; key: number };

export interface QueueState {
  nextKey: number;
  rows: QueueRow[];
}

export const EMPTY_QUEUE: QueueState = { nextKey: 1, rows: [] };

/** How many files upload at the same time; the rest wait in order. */
export const UPLOAD_CONCURRENCY = 2;

const active = (s: RowState) => s.kind === 'queued' || s.kind === 'uploading';

function patch(state: QueueState, key: number, allow: (s: RowState) => boolean, next: (row: QueueRow) => RowState) {
  let changed = false;
  const rows = state.rows.map((r) => {
    if (r.key !== key || !allow(r.state)) return r;
    changed = true;
    return { ...r, state: next(r) };
  });
  return changed ? { ...state, rows } : state;
}

/**
 * The queue as a pure state machine. Late events of a row that has moved on
 * (progress after a cancel, an answer after a removal) change nothing.
 */
export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case 'add': {
      const added = action.files.map((file, i) => ({
        key: state.nextKey + i,
        file,
        fields: action.fields,
        state: { kind: 'queued' } as RowState,
      }));
      return { nextKey: state.nextKey + added.length, rows: [...state.rows, ...added] };
    }
    case 'start':
      return patch(
        state,
        action.key,
        (s) => s.kind === 'queued',
        (r) => ({ kind: 'uploading', loaded: 0, total: r.file.size }),
      );
    case 'progress':
      return patch(
        state,
        action.key,
        (s) => s.kind === 'uploading',
        (r) => ({ kind: 'uploading', loaded: action.loaded, total: action.total || r.file.size }),
      );
    case 'done':
      return patch(
        state,
        action.key,
        (s) => s.kind === 'uploading',
        () => ({ kind: 'done', result: action.result }),
      );
    case 'failed':
      return patch(
        state,
        action.key,
        (s) => s.kind === 'uploading',
        () => ({ kind: 'failed', message: action.message }),
      );
    case 'cancelled':
      return patch(state, action.key, active, () => ({ kind: 'cancelled' }));
    case 'retry':
      return patch(
        state,
        action.key,
        (s) => s.kind === 'failed' || s.kind === 'cancelled',
        () => ({ kind: 'queued' }),
      );
    case 'remove':
      return { ...state, rows: state.rows.filter((r) => r.key !== action.key) };
  }
}

/** The rows to start now so that at most {@link UPLOAD_CONCURRENCY} upload at once, oldest first. */
export function rowsToStart(state: QueueState, limit = UPLOAD_CONCURRENCY): number[] {
  const running = state.rows.filter((r) => r.state.kind === 'uploading').length;
  return state.rows
    .filter((r) => r.state.kind === 'queued')
    .slice(0, Math.max(0, limit - running))
    .map((r) => r.key);
}

/** Whole percent of a row's bytes sent (100 once the server has answered). */
export function percentOf(state: RowState): number {
  if (state.kind === 'done') return 100;
  if (state.kind !== 'uploading' || state.total <= 0) return 0;
  return Math.min(100, Math.floor((state.loaded / state.total) * 100));
}
