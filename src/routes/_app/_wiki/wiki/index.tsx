import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '@/app/guards';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { WikiHomeScreen } from '@/modules/wiki/screens/wiki-home-screen';

/** `/wiki`: the wiki's home (categories, groups, newest, most read). */
export const Route = createFileRoute('/_app/wiki/')({
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_WIKI_DISPLAY_WEB', '您没有词条知识的访问权限'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(wikiListQueries.home()),
      context.queryClient.ensureQueryData(wikiListQueries.groups()),
    ]),
  component: WikiHomeRoute,
});

function WikiHomeRoute() {
  const navigate = Route.useNavigate();
  return <WikiHomeScreen onSearch={(keyword) => void navigate({ to: '/list', search: { keyword } })} />;
}
