import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { COMMUNITY_PAGE_SIZE, tabOf } from '@/modules/bbs/lib/community-search';
import { communitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AdminPostScreen = lazy(() =>
  import('@/modules/bbs/screens/admin-post-screen').then((m) => ({ default: m.AdminPostScreen })),
);

/** `/bbs/admin/post` (审核与举报): the review queue, reports and hidden posts, for forum managers and plate moderators. */
export const Route = createFileRoute('/_app/bbs/admin/post')({
  staticData: { title: '审核与举报' },
  // Its guard arrives when the page is entered, not with the first screen (/login's ceiling).
  beforeLoad: async ({ context }) => (await import('@/app/forum-guards')).requireForumModeration(context, '审核与举报'),
  validateSearch: communitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The tab's queue; 已隐藏 reads its own filters in its list.
  loader: ({ context: { queryClient }, deps }) => {
    const tab = tabOf('adminPost', deps);
    const page = { page: deps.page, size: COMMUNITY_PAGE_SIZE };
    if (tab === 'hidden') return undefined;
    if (tab === 'reports') return queryClient.ensureQueryData(communityQueries.reports({ state: 'open', ...page }));
    return queryClient.ensureQueryData(communityQueries.review({ queue: tab === 'review' ? 'held' : 'flagged', ...page }));
  },
  component: AdminPostRoute,
});

function AdminPostRoute() {
  return <ForumPage search={Route.useSearch()} screen={AdminPostScreen} />;
}
