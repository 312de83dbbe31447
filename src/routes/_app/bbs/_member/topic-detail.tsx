import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const TopicDetailScreen = lazy(() =>
  import('@/modules/bbs/screens/topic-detail-screen').then((m) => ({ default: m.TopicDetailScreen })),
);

/** `/bbs/topic-detail?id=` (话题详情): a topic and its posts. */
export const Route = createFileRoute('/_app/bbs/_member/topic-detail')({
  staticData: { title: '话题详情' },
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (deps.id ? context.queryClient.prefetchQuery(communityQueries.topic(deps.id)) : undefined),
  component: TopicDetailRoute,
});

function TopicDetailRoute() {
  return <ForumPage search={Route.useSearch()} screen={TopicDetailScreen} />;
}
