import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';

/** The forum's members' pages (everything but 管理): holders of 内部论坛 only. */
export const Route = createFileRoute('/_app/bbs/_member')({
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_BBS_DISPLAY'),
});
