import { isMessageTaskTab } from '@contract/message-terms';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MessageTaskScreen } from '@/modules/messages/screens/message-task-screen';

const searchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
  unreadOnly: z.catch(z.optional(z.boolean()), undefined),
});

/** `/message-task/<tab>` (消息与任务): comment, like, share, notice, task, task-finish; page and unread filter in the URL. */
export const Route = createFileRoute('/_app/message-task/$tab')({
  staticData: { title: '消息与任务' },
  validateSearch: (search) => searchSchema.parse(search),
  beforeLoad: ({ params }) => {
    if (!isMessageTaskTab(params.tab)) throw redirect({ to: '/message-task/$tab', params: { tab: 'comment' } });
  },
  component: MessageTaskRoute,
});

function MessageTaskRoute() {
  const { tab } = Route.useParams();
  const { page = 1, unreadOnly = false } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isMessageTaskTab(tab)) return null;
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
