import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { activitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AgreeScreen = lazy(() => import('@/modules/bbs/screens/agree-screen').then((m) => ({ default: m.AgreeScreen })));

/** `/bbs/agree` (赞同): votes the caller gave or got. */
export const Route = createFileRoute('/_app/bbs/_member/agree')({
  staticData: { title: '赞同' },
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  component: AgreeRoute,
});

function AgreeRoute() {
  return <ForumPage search={Route.useSearch()} screen={AgreeScreen} />;
}
