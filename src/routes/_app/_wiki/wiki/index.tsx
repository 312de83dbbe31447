import { createFileRoute } from '@tanstack/react-router';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { WikiHomeScreen } from '@/modules/wiki/screens/wiki-home-screen';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';

/** `/wiki`: the wiki's home (categories, groups, newest, most read). */
export const Route = createFileRoute('/_app/_wiki/wiki/')({
  staticData: { title: '知识词条' },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(wikiListQueries.home()),
      context.queryClient.ensureQueryData(referenceQueries.groups()),
    ]),
  component: WikiHomeRoute,
});

function WikiHomeRoute() {
  const navigate = Route.useNavigate();
  return <WikiHomeScreen onSearch={(keyword) => void navigate({ to: '/list', search: { keyword } })} />;
}
