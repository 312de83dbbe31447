import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { activityQueries } from '@/modules/bbs/api/activity-queries';
import { plateQueries } from '@/modules/bbs/api/plate-queries';
import { ANSWER_FEED_DEFAULT_SORT } from '@/modules/bbs/lib/activity-search';
import { answerFeedSearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { POST_PAGE_SIZE } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AnswersScreen = lazy(() => import('@/modules/bbs/screens/answers-screen').then((m) => ({ default: m.AnswersScreen })));

/** `/bbs/answers` (回答广场): answers across the forum. */
export const Route = createFileRoute('/_app/bbs/_member/answers')({
  staticData: { title: '回答广场' },
  validateSearch: answerFeedSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The feed, and the plates its filter offers (prefetched: without them the filter is only empty).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(plateQueries.tree()),
      queryClient.ensureQueryData(
        activityQueries.answerFeed({
          page: deps.page,
          size: POST_PAGE_SIZE,
          sort: deps.sort ?? ANSWER_FEED_DEFAULT_SORT,
          ...(deps.plateId ? { plateId: deps.plateId } : {}),
        }),
      ),
    ]),
  component: AnswersRoute,
});

function AnswersRoute() {
  return <ForumPage search={Route.useSearch()} screen={AnswersScreen} />;
}
