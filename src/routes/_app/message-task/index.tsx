import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/message-task` opens its first tab, the comment messages. */
export const Route = createFileRoute('/_app/message-task/')({
  staticData: { title: '消息与任务' },
  beforeLoad: () => {
    throw redirect({ to: '/message-task/$tab', params: { tab: 'comment' } });
  },
});
