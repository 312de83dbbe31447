import { createFileRoute, redirect } from '@tanstack/react-router';
import { consoleSections, sectionPath } from '@/modules/admin/lib/console-sections';

/** `/admin` opens the first section of the menu the caller may use (the frame's guard let him in, so there is one). */
export const Route = createFileRoute('/_app/admin/')({
  staticData: { title: '管理后台' },
  loader: ({ context }) => {
    const [first] = consoleSections(context.session.permissions);
    throw redirect({ to: sectionPath(first.key), replace: true });
  },
});
