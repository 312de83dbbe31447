import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { plateQueries } from '@/modules/bbs/api/plate-queries';
import { postQueries } from '@/modules/bbs/api/post-queries';
import { askSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AskSection = lazy(() => import('@/modules/bbs/screens/ask-screen').then((m) => ({ default: m.AskSection })));

/** `/bbs/ask` (提问 / 发分享): a new post, or `?id=` a draft or post to edit. */
export const Route = createFileRoute('/_app/bbs/_member/ask')({
  staticData: { title: '发帖提问' },
  validateSearch: askSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The plates the form offers, and the post being edited (not on a link's hover: opening a post counts a view).
  loader: ({ context: { queryClient }, deps: { id }, preload }) =>
    Promise.all([
      queryClient.prefetchQuery(plateQueries.tree()),
      id && !preload ? queryClient.prefetchQuery(postQueries.detail(id)) : undefined,
    ]),
  component: AskRoute,
});

function AskRoute() {
  return <ForumPage search={Route.useSearch()} screen={AskSection} />;
}
