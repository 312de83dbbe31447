import { useBlocker } from '@tanstack/react-router';

/** What a guard needs of a location: where, and with which search. */
interface Place {
  pathname: string;
  search: unknown;
}

interface Options {
  /** Read when the user leaves, so it sees the latest edits without re-rendering the guard. */
  isDirty: () => boolean;
  /** A move that stays on the same work is not leaving (e.g. the editor putting a new entry's id into the URL). */
  stays?: (current: Place, next: Place) => boolean;
}

/**
 * Asks before the user leaves work the server does not have: in-app
 * navigation through the returned resolver (the screen shows a dialog),
 * closing or reloading the tab through the browser's own prompt. The one
 * leave guard of the SPA: the wiki editor and every contract form use it.
 */
export function useLeaveGuard({ isDirty, stays }: Options) {
  return useBlocker({
    shouldBlockFn: ({ current, next }) => !stays?.(current, next) && isDirty(),
    enableBeforeUnload: isDirty,
    withResolver: true,
  });
}
