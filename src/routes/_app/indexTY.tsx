import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath } from '@/app/landing';
import { PortalBlocks } from '@/app/portal-blocks';
import { configQueries } from '@/shared/config/config-queries';

/** `/indexTY`: the unified portal (SPEC §2 home variant); same token-cookie and landing rules as `/index`. */
export const Route = createFileRoute('/_app/indexTY')({
  staticData: { title: '统一门户', tokenCookie: true },
  beforeLoad: ({ context }) => {
    const target = landingPath(context.session.permissions);
    if (target !== '/index') throw redirect({ to: target as '/account/home', replace: true });
  },
  // The blocks come from the settings: read them before the first paint, so no default set flashes first.
  loader: ({ context }) => context.queryClient.ensureQueryData(configQueries.platform()),
  component: PortalRoute,
});

function PortalRoute() {
  const { session } = Route.useRouteContext();
  const { portalBlocks } = Route.useLoaderData();
  return <PortalBlocks blocks={portalBlocks} permissions={session.permissions} />;
}
