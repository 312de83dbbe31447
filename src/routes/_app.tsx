import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession, requireTokenCookie } from '@/app/guards';
import { AppLayout } from '@/app/shell/app-layout';

/** Every signed-in screen: the session guard (a password to change first, the token cookie where a route asks for it) and the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    const session = await requireSession(args);
    // An administrator set the password: it is replaced before anything else (decision 030).
    if (session.user.mustChangePassword)
      throw redirect({ to: '/change-password', search: { redirect: args.location.href }, replace: true });
    await requireTokenCookie(args);
    return { session };
  },
  component: AppLayout,
});
