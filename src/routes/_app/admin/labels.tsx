import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { labelQueries } from '@/modules/admin/api/label-queries';
import { labelsSearchSchema } from '@/modules/admin/lib/console-search';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const LabelsScreen = lazy(() => import('@/modules/admin/screens/labels-screen').then((m) => ({ default: m.LabelsScreen })));

/** `/admin/labels` (标签): the label categories' trees (the category in the URL), for label managers. */
export const Route = createFileRoute('/_app/admin/labels')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_LABEL_MANAGE', '标签管理'),
  validateSearch: labelsSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(labelQueries.tree()),
  component: LabelsRoute,
});

function LabelsRoute() {
  return <ConsolePage search={Route.useSearch()} screen={LabelsScreen} />;
}
