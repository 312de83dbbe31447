import { createFileRoute } from '@tanstack/react-router';
import { requireSession, requireTokenCookie } from '@/app/guards';
import { AppLayout } from '@/app/shell/app-layout';

/** Every signed-in screen: the session guard (and the token cookie where a route asks for it) and the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => {
    const session = await requireSession(args);
    await requireTokenCookie(args);
    return { session };
  },
  component: AppLayout,
});
