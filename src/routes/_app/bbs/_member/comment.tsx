import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { activityQueries } from '@/modules/bbs/api/activity-queries';
import { ACTIVITY_DEFAULT_TABS } from '@/modules/bbs/lib/activity-search';
import { activitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { POST_PAGE_SIZE } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const CommentScreen = lazy(() => import('@/modules/bbs/screens/comment-screen').then((m) => ({ default: m.CommentScreen })));

/** `/bbs/comment` (评论): comments the caller got or wrote. */
export const Route = createFileRoute('/_app/bbs/_member/comment')({
  staticData: { title: '评论' },
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      activityQueries.comments({ direction: deps.tab ?? ACTIVITY_DEFAULT_TABS.comment, page: deps.page, size: POST_PAGE_SIZE }),
    ),
  component: CommentRoute,
});

function CommentRoute() {
  return <ForumPage search={Route.useSearch()} screen={CommentScreen} />;
}
