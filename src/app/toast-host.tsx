import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET } from '@/shared/lib/toast';

/** The toast container of SPEC §8: top centre, 500px down, 3 seconds. Loaded by `AppNotifications`. */
export default function ToastHost() {
  // Every position gets a container; `bottom: auto` keeps the unused ones from stretching over the page.
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      styles={{ root: { top: TOAST_TOP_OFFSET, bottom: 'auto' } }}
      zIndex={1000}
    />
  );
}
