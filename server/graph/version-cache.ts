import type { Db } from '../db/client';

/**
 * One in-memory copy of something built from the whole graph (the adjacency,
 * the suggestion index), keyed by the graph's version. `get` answers the copy
 * only when it holds the version asked for; otherwise it starts a (single)
 * background load and answers undefined, so the caller reads from SQL
 * meanwhile: no request waits for a whole-graph read, and an edit is never
 * answered from an older graph.
 */
export function versionCache<T extends { key: string }>(load: (db: Db) => Promise<T>) {
  let current: T | undefined;
  let loading: { key: string; done: Promise<void> } | undefined;
  return {
    get(db: Db, key: string): T | undefined {
      if (current?.key === key) return current;
      if (loading?.key !== key) {
        const mine = {
          key,
          done: load(db)
            .then((loaded) => {
              // A newer version may have been asked for meanwhile: keep the latest loaded.
              current = loaded;
            })
            .catch(() => undefined)
            .finally(() => {
              if (loading === mine) loading = undefined;
            }),
        };
        loading = mine;
      }
      return undefined;
    },
    /**
     * The copy last loaded, whatever version it holds: for a caller that checks the
     * version in the same statement that reads the rest, and falls back when it moved.
     */
    latest(): T | undefined {
      return current;
    },
    /** Waits for a background load (tests and benchmarks that need the in-memory path). */
    async loaded(): Promise<void> {
      await loading?.done;
    },
  };
}
