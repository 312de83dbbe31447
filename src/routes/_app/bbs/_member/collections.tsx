import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
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
  component: CollectionsRoute,
});

function CollectionsRoute() {
  return <ForumPage search={Route.useSearch()} screen={CollectionsScreen} />;
}
