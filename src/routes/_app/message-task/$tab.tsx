import { isMessageTaskTab } from '@contract/messages/message-tabs';
import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { messageQueries } from '@/modules/messages/api/message-queries';
import { isMessageGroupTab } from '@/modules/messages/message-tabs';
import { MessageTaskScreen } from '@/modules/messages/screens/message-task-screen';

/** Page and unread filter; a value that does not parse is left out (the first page, every message). */
const searchSchema = z.object({
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
  unreadOnly: z.catch(z._default(z.boolean(), false), false),
});

/** `/message-task/<tab>` (消息与任务): comment, like, share, notice, task, task-finish; page and unread filter in the URL. */
export const Route = createFileRoute('/_app/message-task/$tab')({
  staticData: { title: '消息与任务' },
  // A tab the page does not have opens the first one.
  beforeLoad: ({ params }) => {
    if (!isMessageTaskTab(params.tab)) throw redirect({ to: '/message-task/$tab', params: { tab: 'comment' }, replace: true });
    // Handed to the screen typed as a tab, so it need not check again.
    return { tab: params.tab };
  },
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, unreadOnly: false })] },
  loaderDeps: ({ search }) => search,
  // The tab's list; the tabs' badges beside it, not waited for (without them a tab shows no number).
  loader: ({ context: { queryClient, tab }, deps: { page, unreadOnly } }) => {
    void queryClient.prefetchQuery(messageQueries.groupCounts());
    void queryClient.prefetchQuery(messageQueries.tasks({ done: false, page: 1 }));
    return isMessageGroupTab(tab)
      ? queryClient.ensureQueryData(messageQueries.list({ group: tab, unreadOnly, page }))
      : queryClient.ensureQueryData(messageQueries.tasks({ done: tab === 'task-finish', page }));
  },
  component: MessageTaskRoute,
});

function MessageTaskRoute() {
  const { tab } = Route.useRouteContext();
  const { page, unreadOnly } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageTaskScreen
      tab={tab}
      page={page}
      unreadOnly={unreadOnly}
      onChange={(next) =>
        void navigate({
          params: { tab: next.tab },
          search: { page: next.page > 1 ? next.page : undefined, unreadOnly: next.unreadOnly || undefined },
        })
      }
    />
  );
}
