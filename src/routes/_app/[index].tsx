import { createFileRoute, redirect } from '@tanstack/react-router';
import { configuredHome } from '@/app/configured-home';
import { HomeRoute } from '@/app/home-route';
import { landingPath } from '@/app/landing';

/**
 * `/index`: needs the token cookie; users without the home permission land
 * elsewhere (SPEC §2); when a home variant is configured (`portal.home`),
 * `/index` opens it.
 */
export const Route = createFileRoute('/_app/index')({
  staticData: { title: '首页', tokenCookie: true },
  beforeLoad: async ({ context }) => {
    const target = landingPath(context.session.permissions);
    if (target !== '/index') throw redirect({ to: target as '/account/home', replace: true });
    const home = await configuredHome(context.queryClient, context.session.permissions);
    if (home !== '/index') throw redirect({ to: home, replace: true });
  },
  component: HomeRoute,
});
