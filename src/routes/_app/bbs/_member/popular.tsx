import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { postListRequest } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const PopularScreen = lazy(() => import('@/modules/bbs/screens/post-list-screens').then((m) => ({ default: m.PopularScreen })));

/** `/bbs/popular` (热门): every post by hot score. */
export const Route = createFileRoute('/_app/bbs/_member/popular')({
  staticData: { title: '热门' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(bbsListQueries.postList(postListRequest('popular', deps))),
  component: PopularRoute,
});

function PopularRoute() {
  return <ForumPage search={Route.useSearch()} screen={PopularScreen} />;
}
