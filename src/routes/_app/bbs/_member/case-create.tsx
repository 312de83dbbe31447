import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { plateQueries } from '@/modules/bbs/api/plate-queries';
import { postQueries } from '@/modules/bbs/api/post-queries';
import { askSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const CaseCreateSection = lazy(() => import('@/modules/bbs/screens/ask-screen').then((m) => ({ default: m.CaseCreateSection })));

/** `/bbs/case-create` (写案例): a new case, or `?id=` one to edit. */
export const Route = createFileRoute('/_app/bbs/_member/case-create')({
  staticData: { title: '写案例' },
  validateSearch: askSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // The plates the form offers, and the post being edited (not on a link's hover: opening a post counts a view).
  loader: ({ context: { queryClient }, deps: { id }, preload }) =>
    Promise.all([
      queryClient.prefetchQuery(plateQueries.tree()),
      id && !preload ? queryClient.prefetchQuery(postQueries.detail(id)) : undefined,
    ]),
  component: CaseCreateRoute,
});

function CaseCreateRoute() {
  return <ForumPage search={Route.useSearch()} screen={CaseCreateSection} />;
}
