import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * An address below `/bbs/` the forum does not have: the 404 page, not the
 * sign-in page the app's own catch-all sends unknown addresses to.
 */
export const Route = createFileRoute('/_app/bbs/$')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
