import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { noticeQueries } from '@/modules/notices/api/notice-queries';
import { NoticeListScreen } from '@/modules/notices/screens/notice-list-screen';

const searchSchema = z.object({
  keyword: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(50))), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
  manage: z.catch(z.optional(z.boolean()), undefined),
});

/** `/moreNotice` (通知公告): the notices naming the user; holders of 公告管理 publish and manage them here. */
export const Route = createFileRoute('/_app/moreNotice')({
  staticData: { title: '通知公告' },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  // The list the screen reads: the managed one only for holders of 公告管理 who asked for it.
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.ensureQueryData(
      noticeQueries.list({
        keyword: deps.keyword,
        page: deps.page ?? 1,
        manage: session.permissions.includes('ROLE_NOTICE_MANAGE') && deps.manage === true,
      }),
    ),
  component: MoreNoticeRoute,
});

function MoreNoticeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NoticeListScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpen={(id) => void navigate({ to: '/noticeDetails', search: { id } })}
    />
  );
}
