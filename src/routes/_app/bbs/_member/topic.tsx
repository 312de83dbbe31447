import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { topicPoolInput } from '@/modules/bbs/lib/community-search';
import { communitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const TopicPoolScreen = lazy(() =>
  import('@/modules/bbs/screens/topic-pool-screen').then((m) => ({ default: m.TopicPoolScreen })),
);

/** `/bbs/topic`: the list of topics at the second address SPEC §2 names (old links). */
export const Route = createFileRoute('/_app/bbs/_member/topic')({
  staticData: { title: '话题' },
  validateSearch: communitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(communityQueries.topicPool(topicPoolInput(deps))),
  component: TopicPoolRoute,
});

function TopicPoolRoute() {
  return <ForumPage search={Route.useSearch()} screen={TopicPoolScreen} />;
}
