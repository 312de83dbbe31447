import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { activityQueries } from '@/modules/bbs/api/activity-queries';
import { ACTIVITY_DEFAULT_TABS } from '@/modules/bbs/lib/activity-search';
import { activitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { POST_PAGE_SIZE } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AgreeScreen = lazy(() => import('@/modules/bbs/screens/agree-screen').then((m) => ({ default: m.AgreeScreen })));

/** `/bbs/agree` (赞同): votes the caller gave or got. */
export const Route = createFileRoute('/_app/bbs/_member/agree')({
  staticData: { title: '赞同' },
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      activityQueries.votes({ direction: deps.tab ?? ACTIVITY_DEFAULT_TABS.agree, page: deps.page, size: POST_PAGE_SIZE }),
    ),
  component: AgreeRoute,
});

function AgreeRoute() {
  return <ForumPage search={Route.useSearch()} screen={AgreeScreen} />;
}
