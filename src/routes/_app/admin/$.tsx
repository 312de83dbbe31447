import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * An address below `/admin/` the console does not have: the 404 page inside the console's menu,
 * not the sign-in page the app's own catch-all sends unknown addresses to.
 */
export const Route = createFileRoute('/_app/admin/$')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
