/** Toasts of SPEC §8: top of the page, 500px down, 3 seconds. */
export const TOAST_TOP_OFFSET = 500;
export const TOAST_DURATION_MS = 3000;

type Store = typeof import('./toast-store')['notifications'];

// Mantine's toast store loads with the first toast, as its container does (AppNotifications),
// rather than on the first screen (issue 12's ceiling); toasts asked for meanwhile wait for it.
let store: Store | undefined;
let loading: Promise<Store> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/** Loads the toast store (tests load it up front, so a toast shows at once). */
export const loadToasts = () => (loading ??= import('./toast-store').then((m) => (store = m.notifications)));

/** Whether a toast was ever asked for: the container loads then and stays. */
export const toastRequested = () => requested;

/** Calls `listener` when the first toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(message: string, color: string) {
  const toast = { message, color, autoClose: TOAST_DURATION_MS, withBorder: true };
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  if (store) store.show(toast);
  else void loadToasts().then((s) => s.show(toast));
}

export function toastSuccess(message: string) {
  show(message, 'teal');
}

export function toastError(message: string) {
  show(message, 'red');
}
