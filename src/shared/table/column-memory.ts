import { useRouteContext } from '@tanstack/react-router';
import type { ColumnSizingState, ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

export interface ColumnMemory {
  visibility: ColumnVisibilityState;
  sizing: ColumnSizingState;
}

const EMPTY: ColumnMemory = { visibility: {}, sizing: {} };

/** Where one user's column choice and widths of one report are kept in this browser. */
export const columnMemoryKey = (userId: number | string, report: string) => `aikn.report-columns.${userId}.${report}`;

/** Only booleans and sane widths survive a hand-edited or stale entry. */
function read(key: string | null): ColumnMemory {
  if (key === null) return EMPTY;
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<ColumnMemory> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const visibility: ColumnVisibilityState = {};
    for (const [k, v] of Object.entries(raw.visibility ?? {})) if (typeof v === 'boolean') visibility[k] = v;
    const sizing: ColumnSizingState = {};
    for (const [k, v] of Object.entries(raw.sizing ?? {}))
      if (typeof v === 'number' && Number.isFinite(v)) sizing[k] = Math.min(800, Math.max(60, Math.round(v)));
    return { visibility, sizing };
  } catch {
    return EMPTY;
  }
}

/**
 * The columns a user chose and the widths he dragged for one report,
 * remembered per user (the session's user id) and report in localStorage.
 */
export function useColumnMemory(report: string | undefined) {
  const context = useRouteContext({ strict: false }) as { session?: { user: { id: number } } };
  // A table without a name keeps its declared columns: nothing is read or stored for it.
  const key = report === undefined ? null : columnMemoryKey(context.session?.user.id ?? 'anonymous', report);
  const [state, setState] = useState<{ key: string | null; memory: ColumnMemory }>(() => ({ key, memory: read(key) }));
  // Another user or report (same component, new key): read its own memory.
  const memory = state.key === key ? state.memory : read(key);

  const save = useCallback(
    (next: ColumnMemory) => {
      setState({ key, memory: next });
      if (key === null) return;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage only loses the memory, never the table.
      }
    },
    [key],
  );
  return {
    ...memory,
    setVisibility: (visibility: ColumnVisibilityState) => save({ ...memory, visibility }),
    setSizing: (sizing: ColumnSizingState) => save({ ...memory, sizing }),
    reset: () => save(EMPTY),
  };
}
