import { createFileRoute, redirect } from '@tanstack/react-router';

/** Unknown paths go to the sign-in page (SPEC §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
