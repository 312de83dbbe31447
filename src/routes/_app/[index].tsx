import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireTokenCookie } from '@/app/guards';
import { HomeRoute } from '@/app/home-route';
import { landingPath } from '@/app/landing';

/** `/index`: needs the token cookie; users without the home permission land elsewhere (SPEC §2). */
export const Route = createFileRoute('/_app/index')({
  beforeLoad: async ({ context, location }) => {
    await requireTokenCookie({ context, location });
    const target = landingPath(context.session.permissions);
    if (target !== '/index') throw redirect({ to: target as '/account/home', replace: true });
  },
  component: HomeRoute,
});
