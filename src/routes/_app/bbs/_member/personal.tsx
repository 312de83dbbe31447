import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const PersonalScreen = lazy(() => import('@/modules/bbs/screens/personal-screen').then((m) => ({ default: m.PersonalScreen })));

/** `/bbs/personal` (个人主页): a member's forum profile, the caller's without `?id=`. */
export const Route = createFileRoute('/_app/bbs/_member/personal')({
  staticData: { title: '个人主页' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The profile (the caller's own without an id), prefetched: the screen shows a refusal itself.
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.prefetchQuery(bbsListQueries.profile(deps.id ?? session.user.id)),
  component: PersonalRoute,
});

function PersonalRoute() {
  return <ForumPage search={Route.useSearch()} screen={PersonalScreen} />;
}
