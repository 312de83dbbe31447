import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomeRoute } from '@/app/home-route';
import { landingPath } from '@/app/landing';

/** `/index`: needs the token cookie; users without the home permission land elsewhere (SPEC §2). */
export const Route = createFileRoute('/_app/index')({
  staticData: { title: '首页', tokenCookie: true },
  beforeLoad: ({ context }) => {
    const target = landingPath(context.session.permissions);
    if (target !== '/index') throw redirect({ to: target as '/account/home', replace: true });
  },
  component: HomeRoute,
});
