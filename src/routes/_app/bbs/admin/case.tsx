import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { FORUM_LIST_DEFAULTS, postListSearchSchema } from '@/modules/bbs/lib/forum-search';
import { postListRequest } from '@/modules/bbs/lib/list-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AdminCaseScreen = lazy(() =>
  import('@/modules/bbs/screens/admin-case-screen').then((m) => ({ default: m.AdminCaseScreen })),
);

/** `/bbs/admin/case` (案例管理): the forum's published cases to hide and restore. */
export const Route = createFileRoute('/_app/bbs/admin/case')({
  staticData: { title: '案例管理' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_MANAGE', '案例管理'),
  validateSearch: postListSearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { page, size, sort, plateId, labelId, keyword } = postListRequest('adminCase', deps);
    return context.queryClient.ensureQueryData(communityQueries.adminCases({ page, size, sort, plateId, labelId, keyword }));
  },
  component: AdminCaseRoute,
});

function AdminCaseRoute() {
  return <ForumPage search={Route.useSearch()} screen={AdminCaseScreen} />;
}
