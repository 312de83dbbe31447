import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/app/guards';
import { MessageSendScreen } from '@/modules/messages/screens/message-send-screen';

/** `/message-task/new` (写消息): holders of ROLE_MESSAGE_SEND write to users or groups. */
export const Route = createFileRoute('/_app/message-task/new')({
  staticData: { title: '写消息' },
  beforeLoad: ({ context }) => requireCapability(context.session, 'ROLE_MESSAGE_SEND'),
  component: MessageSendRoute,
});

function MessageSendRoute() {
  const navigate = Route.useNavigate();
  return (
    // The toast says it was sent; the sender goes back to his own notices.
    <MessageSendScreen onSent={() => void navigate({ to: '/message-task/$tab', params: { tab: 'notice' } })} />
  );
}
