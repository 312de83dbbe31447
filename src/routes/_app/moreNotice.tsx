import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rawSearch } from '@/app/raw-search';
import { NoticeListScreen } from '@/modules/notices/screens/notice-list-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

const searchSchema = z.object({
  keyword: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(50))), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
  manage: z.catch(z.optional(z.boolean()), undefined),
});

/** `/moreNotice` (通知公告): the notices naming the user; holders of 公告管理 publish and manage them here. */
export const Route = createFileRoute('/_app/moreNotice')({
  staticData: { title: '通知公告' },
  // Checked by the screen, which loads lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof searchSchema>(),
  component: MoreNoticeRoute,
});

function MoreNoticeRoute() {
  const search = useCheckedSearch(searchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <NoticeListScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpen={(id) => void navigate({ to: '/noticeDetails', search: { id } })}
    />
  );
}
