import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireAuditReader } from '@/app/console-guards';
import { adminQueries } from '@/modules/admin/api/admin-queries';
import { auditSearchSchema } from '@/modules/admin/lib/console-search';
import { auditListInput } from '@/modules/admin/lib/section-requests';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const AuditScreen = lazy(() => import('@/modules/admin/screens/audit-screen').then((m) => ({ default: m.AuditScreen })));

/** `/admin/audit` (操作记录): the console's changes (days, person, action and page in the URL), for every console manager. */
export const Route = createFileRoute('/_app/admin/audit')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireAuditReader(context.session),
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: the server refuses a hand-edited range that ends before it starts,
  // and the screen shows that refusal beside the filters that can mend it.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminQueries.audit(auditListInput(deps))),
  component: AuditRoute,
});

function AuditRoute() {
  return <ConsolePage search={Route.useSearch()} screen={AuditScreen} />;
}
