import { createFileRoute } from '@tanstack/react-router';
import { ForumFrame } from '@/modules/bbs/screens/forum-frame';

/**
 * `/bbs/*` (内部论坛, SPEC §2 /bbs children): every forum page inside the
 * forum's menu. Each page is a route of its own with its search params and
 * guard; members' pages sit under the pathless `_member` layout.
 */
export const Route = createFileRoute('/_app/bbs')({
  staticData: { title: '内部论坛' },
  component: ForumFrame,
});
