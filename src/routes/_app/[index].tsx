import { createFileRoute } from '@tanstack/react-router';
import { HomeRoute } from '@/app/home-route';

/**
 * `/index`: needs the token cookie; users without the home permission land
 * elsewhere (SPEC §2); when a home variant is configured (`portal.home`),
 * `/index` opens it.
 */
export const Route = createFileRoute('/_app/index')({
  staticData: { title: '首页', tokenCookie: true },
  // The rules arrive when the route is entered, not with the first screen (/login's ceiling).
  beforeLoad: async ({ context }) => (await import('@/app/home-guard')).enterHome(context),
  component: HomeRoute,
});
