import { createFileRoute } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { ChronicleHomeScreen } from '@/modules/library/screens/chronicle-home-screen';

/**
 * `/indexDF`: the local-chronicles home (SPEC §2 home variant). Same rules as
 * `/index`: the token cookie, and users without the home permission land
 * where the landing order sends them; reading chronicles needs the library.
 */
export const Route = createFileRoute('/_app/_library/indexDF')({
  staticData: { title: '地方志首页', tokenCookie: true },
  beforeLoad: async ({ context }) => (await import('@/app/home-guard')).requireHomeLanding(context.session),
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQueries.chronicles({})),
  component: ChronicleHomeRoute,
});

function ChronicleHomeRoute() {
  const navigate = Route.useNavigate();
  return <ChronicleHomeScreen onBrowse={(search) => void navigate({ to: '/library/dfz', search })} />;
}
