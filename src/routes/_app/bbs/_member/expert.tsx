import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { expertsInput } from '@/modules/bbs/lib/community-search';
import { communitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const ExpertScreen = lazy(() => import('@/modules/bbs/screens/expert-screen').then((m) => ({ default: m.ExpertScreen })));

/** `/bbs/expert` (专家): the forum's experts by field. */
export const Route = createFileRoute('/_app/bbs/_member/expert')({
  staticData: { title: '专家' },
  validateSearch: communitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The list, and where the caller's own application stands (prefetched: the list is the page).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(communityQueries.myExpert()),
      queryClient.ensureQueryData(communityQueries.experts(expertsInput(deps))),
    ]),
  component: ExpertRoute,
});

function ExpertRoute() {
  return <ForumPage search={Route.useSearch()} screen={ExpertScreen} />;
}
