import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards';
import { AppLayout } from '@/app/shell/app-layout';

/** Every signed-in screen: the session guard and the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => ({ session: await requireSession(args) }),
  component: AppLayout,
});
