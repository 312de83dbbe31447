import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '@/modules/reports/screens/feedback-screen';

/** `/reportStatistics/user-feedback` (用户反馈：有用/没用的评价与意见，可标记已处理). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user-feedback')({
  staticData: { title: '用户反馈' },
  component: UserFeedbackRoute,
});

function UserFeedbackRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FeedbackScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
