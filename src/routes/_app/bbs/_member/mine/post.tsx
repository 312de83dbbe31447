import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { postListRequest } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const MinePostScreen = lazy(() => import('@/modules/bbs/screens/post-list-screens').then((m) => ({ default: m.MinePostScreen })));

/** `/bbs/mine/post` (我的帖子): the caller's posts with drafts and held ones. */
export const Route = createFileRoute('/_app/bbs/_member/mine/post')({
  staticData: { title: '我的帖子' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(bbsListQueries.postList(postListRequest('minePost', deps))),
  component: MinePostRoute,
});

function MinePostRoute() {
  return <ForumPage search={Route.useSearch()} screen={MinePostScreen} />;
}
