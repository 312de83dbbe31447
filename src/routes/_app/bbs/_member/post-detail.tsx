import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { postQueries } from '@/modules/bbs/api/post-queries';
import { postDetailSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const PostDetailScreen = lazy(() =>
  import('@/modules/bbs/screens/post-detail-screen').then((m) => ({ default: m.PostDetailScreen })),
);

/** `/bbs/post-detail?id=` (帖子详情): a post with its answers and comments. */
export const Route = createFileRoute('/_app/bbs/_member/post-detail')({
  staticData: { title: '帖子详情' },
  validateSearch: postDetailSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not on a link's hover (the router preloads on intent): opening an item records a view, hovering must not.
  loader: ({ context, deps, preload }) =>
    deps.id && !preload ? context.queryClient.prefetchQuery(postQueries.detail(deps.id)) : undefined,
  component: PostDetailRoute,
});

function PostDetailRoute() {
  return <ForumPage search={Route.useSearch()} screen={PostDetailScreen} />;
}
