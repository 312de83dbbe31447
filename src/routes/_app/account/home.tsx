import { createFileRoute } from '@tanstack/react-router';
import { useFillUserInfoFlag } from '@/app/shell/use-fill-user-info-flag';
import { AccountHomeScreen } from '@/modules/account/screens/account-home-screen';
import { TaskList } from '@/modules/messages/components/task-list';
import { UnreadGroupGrid } from '@/modules/messages/components/unread-group-grid';

export const Route = createFileRoute('/_app/account/home')({
  staticData: { title: '个人中心' },
  component: AccountHomeRoute,
});

function AccountHomeRoute() {
  const fill = useFillUserInfoFlag();
  return <AccountHomeScreen unread={<UnreadGroupGrid />} tasks={<TaskList />} onEditProfile={fill.open} />;
}
