import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/bbs` (the header entry's target, SPEC §2) is the forum's home. */
export const Route = createFileRoute('/_app/bbs/')({
  staticData: { title: '内部论坛' },
  beforeLoad: () => {
    throw redirect({ to: '/bbs/home', replace: true });
  },
});
