import { createFileRoute } from '@tanstack/react-router';
import { useFillUserInfoFlag } from '@/app/shell/use-fill-user-info-flag';
import { accountQueries } from '@/modules/account/api/account-queries';
import { AccountHomeScreen } from '@/modules/account/screens/account-home-screen';
import { TaskList } from '@/modules/messages/components/task-list';
import { UnreadGroupGrid } from '@/modules/messages/components/unread-group-grid';

export const Route = createFileRoute('/_app/account/home')({
  staticData: { title: '个人中心' },
  // Prefetched, not ensured: the screen shows a refusal itself, beside the unread groups and tasks.
  loader: ({ context }) => context.queryClient.prefetchQuery(accountQueries.personalData()),
  component: AccountHomeRoute,
});

function AccountHomeRoute() {
  const fill = useFillUserInfoFlag();
  return <AccountHomeScreen unread={<UnreadGroupGrid />} tasks={<TaskList />} onEditProfile={fill.open} />;
}
