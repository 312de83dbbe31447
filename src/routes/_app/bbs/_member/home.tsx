import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { postListRequest } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const HomeScreen = lazy(() => import('@/modules/bbs/screens/home-screen').then((m) => ({ default: m.HomeScreen })));

/** `/bbs/home` (论坛首页, where `/bbs` leads); `home?plateId=` is a plate's page with its posts. */
export const Route = createFileRoute('/_app/bbs/_member/home')({
  staticData: { title: '论坛首页' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.plateId
      ? context.queryClient.ensureQueryData(bbsListQueries.postList(postListRequest('plate', deps)))
      : context.queryClient.ensureQueryData(bbsListQueries.home()),
  component: HomeRoute,
});

function HomeRoute() {
  return <ForumPage search={Route.useSearch()} screen={HomeScreen} />;
}
