import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { POST_PAGE_SIZE } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const MineReplyScreen = lazy(() =>
  import('@/modules/bbs/screens/mine-reply-screen').then((m) => ({ default: m.MineReplyScreen })),
);

/** `/bbs/mine/reply` (我的回答): the caller's answers. */
export const Route = createFileRoute('/_app/bbs/_member/mine/reply')({
  staticData: { title: '我的回答' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  // The caller's answers, as AnswerList asks for them (no userId: mine).
  loader: ({ context, deps: { page } }) =>
    context.queryClient.ensureQueryData(bbsListQueries.answers({ page, size: POST_PAGE_SIZE })),
  component: MineReplyRoute,
});

function MineReplyRoute() {
  return <ForumPage search={Route.useSearch()} screen={MineReplyScreen} />;
}
