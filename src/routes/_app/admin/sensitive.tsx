import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { sensitiveQueries } from '@/modules/admin/api/sensitive-queries';
import { sensitiveSearchSchema } from '@/modules/admin/lib/console-search';
import { sensitiveListInput } from '@/modules/admin/lib/section-requests';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const SensitiveScreen = lazy(() =>
  import('@/modules/admin/screens/sensitive-screen').then((m) => ({ default: m.SensitiveScreen })),
);

/** `/admin/sensitive` (敏感词, decision 032): the forum's word list (word, action and page in the URL), for forum managers. */
export const Route = createFileRoute('/_app/admin/sensitive')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_MANAGE', '敏感词管理'),
  validateSearch: sensitiveSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(sensitiveQueries.list(sensitiveListInput(deps))),
  component: SensitiveRoute,
});

function SensitiveRoute() {
  return <ConsolePage search={Route.useSearch()} screen={SensitiveScreen} />;
}
