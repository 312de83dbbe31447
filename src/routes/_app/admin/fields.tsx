import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { fieldQueries } from '@/modules/admin/api/field-queries';
import { fieldsSearchSchema } from '@/modules/admin/lib/console-search';
import { shownFieldDomain } from '@/modules/admin/lib/section-requests';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const FieldsScreen = lazy(() => import('@/modules/admin/screens/fields-screen').then((m) => ({ default: m.FieldsScreen })));

/** `/admin/fields` (字段): each domain's custom fields (the domain tab in the URL), for field managers. */
export const Route = createFileRoute('/_app/admin/fields')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_FIELD_MANAGE', '字段管理'),
  validateSearch: fieldsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(fieldQueries.list(shownFieldDomain(deps).id)),
  component: FieldsRoute,
});

function FieldsRoute() {
  return <ConsolePage search={Route.useSearch()} screen={FieldsScreen} />;
}
