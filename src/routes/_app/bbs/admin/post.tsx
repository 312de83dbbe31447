import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
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
  component: AdminPostRoute,
});

function AdminPostRoute() {
  return <ForumPage search={Route.useSearch()} screen={AdminPostScreen} />;
}
