import { isMessageTaskTab } from '@contract/message-terms';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rawSearch } from '@/app/raw-search';
import { MessageTaskScreen } from '@/modules/messages/screens/message-task-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

const searchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
  unreadOnly: z.catch(z.optional(z.boolean()), undefined),
});

/** `/message-task/<tab>` (消息与任务): comment, like, share, notice, task, task-finish; page and unread filter in the URL. */
export const Route = createFileRoute('/_app/message-task/$tab')({
  staticData: { title: '消息与任务' },
  // Checked by the screen, which loads lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof searchSchema>(),
  component: MessageTaskRoute,
});

function MessageTaskRoute() {
  const { tab } = Route.useParams();
  const { page = 1, unreadOnly = false } = useCheckedSearch(searchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  // Checked here, not in a guard: the tabs' list then travels with the screen, not on the first screen.
  if (!isMessageTaskTab(tab)) return <Navigate to="/message-task/$tab" params={{ tab: 'comment' }} replace />;
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
