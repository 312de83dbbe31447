import { createFileRoute } from '@tanstack/react-router';
import { PortalBlocks } from '@/app/portal-blocks';
import { configQueries } from '@/shared/config/config-queries';

/** `/indexTY`: the unified portal (SPEC §2 home variant); same token-cookie and landing rules as `/index`. */
export const Route = createFileRoute('/_app/indexTY')({
  staticData: { title: '统一门户', tokenCookie: true },
  beforeLoad: async ({ context }) => (await import('@/app/home-guard')).requireHomeLanding(context.session),
  // The blocks come from the settings: read them before the first paint, so no default set flashes first.
  loader: ({ context }) => context.queryClient.ensureQueryData(configQueries.platform()),
  component: PortalRoute,
});

function PortalRoute() {
  const { session } = Route.useRouteContext();
  const { portalBlocks } = Route.useLoaderData();
  return <PortalBlocks blocks={portalBlocks} permissions={session.permissions} />;
}
