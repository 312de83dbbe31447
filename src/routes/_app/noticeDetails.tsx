import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rawSearch } from '@/app/raw-search';
import { NoticeDetailScreen } from '@/modules/notices/screens/notice-detail-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

const searchSchema = z.object({
  id: z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)), 0),
});

/** `/noticeDetails?id=` (公告详情): one notice; opening it records that the user read it. */
export const Route = createFileRoute('/_app/noticeDetails')({
  staticData: { title: '公告详情' },
  // Checked by the screen, which loads lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof searchSchema>(),
  component: NoticeDetailsRoute,
});

function NoticeDetailsRoute() {
  const { id } = useCheckedSearch(searchSchema, Route.useSearch());
  return <NoticeDetailScreen key={id} id={id} />;
}
