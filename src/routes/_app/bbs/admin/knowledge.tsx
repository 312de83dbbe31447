import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { communityQueries } from '@/modules/bbs/api/community-queries';
import { COMMUNITY_PAGE_SIZE, tabOf } from '@/modules/bbs/lib/community-search';
import { communitySearchSchema, FORUM_LIST_DEFAULTS } from '@/modules/bbs/lib/forum-search';
import { ForumPage } from '@/modules/bbs/screens/forum-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AdminKnowledgeScreen = lazy(() =>
  import('@/modules/bbs/screens/admin-knowledge-screen').then((m) => ({ default: m.AdminKnowledgeScreen })),
);

/** `/bbs/admin/knowledge` (知识转化): answers and cases to turn into wiki entries. */
export const Route = createFileRoute('/_app/bbs/admin/knowledge')({
  staticData: { title: '知识转化' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_MANAGE', '知识转化'),
  validateSearch: communitySearchSchema,
  search: { middlewares: [stripSearchParams(FORUM_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      communityQueries.knowledgeCandidates({
        state: tabOf('adminKnowledge', deps),
        page: deps.page,
        size: COMMUNITY_PAGE_SIZE,
        ...(deps.kind ? { kind: deps.kind } : {}),
        ...(deps.keyword ? { keyword: deps.keyword } : {}),
      }),
    ),
  component: AdminKnowledgeRoute,
});

function AdminKnowledgeRoute() {
  return <ForumPage search={Route.useSearch()} screen={AdminKnowledgeScreen} />;
}
