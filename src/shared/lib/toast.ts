import { notifications } from '@mantine/notifications';

/** Toasts of SPEC §8: top of the page, 500px down, 3 seconds. */
export const TOAST_TOP_OFFSET = 500;
export const TOAST_DURATION_MS = 3000;

export function toastSuccess(message: string) {
  notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS, withBorder: true });
}

export function toastError(message: string) {
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS, withBorder: true });
}
