import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/not-found-screen';

export const Route = createFileRoute('/404')({
  staticData: { title: '页面不存在' },
  component: NotFoundScreen,
});
