import { createFileRoute } from '@tanstack/react-router';
import { HomeRoute } from '@/app/home-route';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { commonQueries } from '@/modules/common/api/common-queries';
import { homeQueries } from '@/modules/home/api/home-queries';
import { messageQueries } from '@/modules/messages/api/message-queries';
import { noticeQueries } from '@/modules/notices/api/notice-queries';
import { HOME_NOTICE_COUNT } from '@/modules/notices/components/notice-home-block';

/**
 * `/index`: needs the token cookie; users without the home permission land
 * elsewhere (SPEC §2); when a home variant is configured (`portal.home`),
 * `/index` opens it.
 */
export const Route = createFileRoute('/_app/index')({
  staticData: { title: '首页', tokenCookie: true },
  // The rules arrive when the route is entered, not with the first screen (/login's ceiling).
  beforeLoad: async ({ context }) => (await import('@/app/home-guard')).enterHome(context),
  // What the home's blocks read, at once instead of one after another as they mount (prefetched: each block
  // words its own refusal); the knowledge block only for readers of the wiki, as the page shows it.
  loader: async ({ context: { queryClient } }) => {
    const permissions = await queryClient.ensureQueryData(authQueries.permissions());
    await Promise.all([
      queryClient.prefetchQuery(messageQueries.loopReader()),
      queryClient.prefetchQuery(messageQueries.groupCounts()),
      queryClient.prefetchQuery(noticeQueries.list({ page: 1, size: HOME_NOTICE_COUNT })),
      queryClient.prefetchQuery(commonQueries.images()),
      permissions.includes('ROLE_WIKI_DISPLAY_WEB') ? queryClient.prefetchQuery(homeQueries.knowledge()) : undefined,
    ]);
  },
  component: HomeRoute,
});
