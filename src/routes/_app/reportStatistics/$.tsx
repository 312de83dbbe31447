import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * A report page the app does not offer (`/reportStatistics/exams`): the 404 page, not the
 * sign-in page the app's own catch-all sends unknown addresses to.
 */
export const Route = createFileRoute('/_app/reportStatistics/$')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
