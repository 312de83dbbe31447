import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { answerFeedSearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AnswersScreen = lazy(() => import('@/modules/bbs/screens/answers-screen').then((m) => ({ default: m.AnswersScreen })));

/** `/bbs/answers` (回答广场): answers across the forum. */
export const Route = createFileRoute('/_app/bbs/_member/answers')({
  staticData: { title: '回答广场' },
  validateSearch: answerFeedSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  component: AnswersRoute,
});

function AnswersRoute() {
  return <ForumPage search={Route.useSearch()} screen={AnswersScreen} />;
}
