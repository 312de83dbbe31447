import { useBlocker } from '@tanstack/react-router';

interface Options {
  isDirty: () => boolean;
  /** The entry being edited (read when navigating): putting its id into the URL after the first save is not leaving. */
  entryId: () => number | undefined;
}

/**
 * Asks before the user leaves the editor with changes the server does not
 * have: in-app navigation through the returned resolver (the screen shows a
 * dialog), closing or reloading the tab through the browser's own prompt.
 */
export function useLeaveGuard({ isDirty, entryId }: Options) {
  return useBlocker({
    shouldBlockFn: ({ current, next }) => {
      const id = entryId();
      const sameEntry = current.pathname === next.pathname && id !== undefined && (next.search as { id?: number }).id === id;
      return !sameEntry && isDirty();
    },
    enableBeforeUnload: isDirty,
    withResolver: true,
  });
}
