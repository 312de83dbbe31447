import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { COMMUNITY_PAGE_SIZE, tabOf } from '@/modules/bbs/lib/community-search';
import { communitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AdminExpertScreen = lazy(() =>
  import('@/modules/bbs/screens/admin-expert-screen').then((m) => ({ default: m.AdminExpertScreen })),
);

/** `/bbs/admin/expert` (专家管理): expert applications. */
export const Route = createFileRoute('/_app/bbs/admin/expert')({
  staticData: { title: '专家管理' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_MANAGE', '专家管理'),
  validateSearch: communitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      communityQueries.adminExperts({
        state: tabOf('adminExpert', deps),
        page: deps.page,
        size: COMMUNITY_PAGE_SIZE,
        ...(deps.keyword ? { keyword: deps.keyword } : {}),
      }),
    ),
  component: AdminExpertRoute,
});

function AdminExpertRoute() {
  return <ForumPage search={Route.useSearch()} screen={AdminExpertScreen} />;
}
