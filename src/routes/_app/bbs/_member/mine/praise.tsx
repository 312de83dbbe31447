import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { postListRequest } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const MinePraiseScreen = lazy(() =>
  import('@/modules/bbs/screens/post-list-screens').then((m) => ({ default: m.MinePraiseScreen })),
);

/** `/bbs/mine/praise` (我赞过的): posts the caller liked. */
export const Route = createFileRoute('/_app/bbs/_member/mine/praise')({
  staticData: { title: '我赞过的' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(bbsListQueries.postList(postListRequest('minePraise', deps))),
  component: MinePraiseRoute,
});

function MinePraiseRoute() {
  return <ForumPage search={Route.useSearch()} screen={MinePraiseScreen} />;
}
