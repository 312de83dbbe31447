import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * Admin pages this build does not have yet: an administrator who passed the
 * guard gets the 404 inside the app frame (header and navigation stay).
 */
export const Route = createFileRoute('/_app/exam-class/schoolAdmin/$')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
