import { DOMAIN_IDS } from '@contract/platform/domains';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { POST_PAGE_SIZE } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const CollectionsScreen = lazy(() =>
  import('@/modules/bbs/screens/collections-screen').then((m) => ({ default: m.CollectionsScreen })),
);

/** `/bbs/collections` (我的收藏): the caller's favourite posts by folder. */
export const Route = createFileRoute('/_app/bbs/_member/collections')({
  staticData: { title: '我的收藏' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ folderId: search.folderId, page: search.page }),
  // The favourites (of one folder, when chosen), and the folders (prefetched: without them the choice is only empty).
  loader: ({ context: { queryClient }, deps: { folderId, page } }) =>
    Promise.all([
      queryClient.prefetchQuery(bbsListQueries.folders()),
      queryClient.ensureQueryData(
        bbsListQueries.favourites({ domainId: DOMAIN_IDS.bbs, page, size: POST_PAGE_SIZE, ...(folderId ? { folderId } : {}) }),
      ),
    ]),
  component: CollectionsRoute,
});

function CollectionsRoute() {
  return <ForumPage search={Route.useSearch()} screen={CollectionsScreen} />;
}
