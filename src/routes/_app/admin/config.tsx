import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireConfigManager } from '@/app/console-guards';
import { configQueries } from '@/modules/admin/api/config-queries';
import { configSearchSchema } from '@/modules/admin/lib/console-search';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const ConfigScreen = lazy(() => import('@/modules/admin/screens/config-screen').then((m) => ({ default: m.ConfigScreen })));

/** `/admin/config` (配置): configuration items, menu names and system images (the tab and search word in the URL), for configuration managers. */
export const Route = createFileRoute('/_app/admin/config')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireConfigManager(context.session),
  validateSearch: configSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The list the tab shows.
  loader: ({ context: { queryClient }, deps: { tab } }) =>
    tab === 'menus'
      ? queryClient.ensureQueryData(configQueries.menus())
      : tab === 'images'
        ? queryClient.ensureQueryData(configQueries.images())
        : queryClient.ensureQueryData(configQueries.items()),
  component: ConfigRoute,
});

function ConfigRoute() {
  return <ConsolePage search={Route.useSearch()} screen={ConfigScreen} />;
}
