import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Admin pages this build does not have yet: an administrator who passed the
 * guard gets the honest 404 rather than an empty screen.
 */
export const Route = createFileRoute('/_app/exam-class/schoolAdmin/$')({
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
