import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { noticeQueries } from '@/modules/notices/api/notice-queries';
import { NoticeDetailScreen } from '@/modules/notices/screens/notice-detail-screen';

const searchSchema = z.object({
  id: z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)), 0),
});

/** `/noticeDetails?id=` (公告详情): one notice; opening it records that the user read it. */
export const Route = createFileRoute('/_app/noticeDetails')({
  staticData: { title: '公告详情' },
  validateSearch: searchSchema,
  // A missing or unreadable id is 0 ('不存在'), left out of the address like a missing one.
  search: { middlewares: [stripSearchParams({ id: 0 })] },
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Prefetched, not ensured: the screen shows a refusal ('不存在') itself. Not on a link's hover:
  // reading the notice records that the user read it.
  loader: ({ context, deps, preload }) =>
    preload ? undefined : context.queryClient.prefetchQuery(noticeQueries.detail(deps.id)),
  component: NoticeDetailsRoute,
});

function NoticeDetailsRoute() {
  const { id } = Route.useSearch();
  return <NoticeDetailScreen key={id} id={id} />;
}
