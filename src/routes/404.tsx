import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

export const Route = createFileRoute('/404')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
