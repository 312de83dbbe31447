import { isSettingsTab, SETTINGS_TABS, type SettingsTab } from '@contract/account/settings-tabs';
import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { accountQueries } from '@/modules/account/api/account-queries';
import { settingsQueries } from '@/modules/account/api/settings-queries';
import { securityQueries } from '@/modules/account/components/settings/security-queries';
import { SettingsScreen } from '@/modules/account/screens/settings-screen';

/** `?tab=`: a tab the page does not have falls back to the first one, never an error page. */
const settingsSearch = (raw: { tab?: unknown } & SearchSchemaInput): { tab: SettingsTab } => ({
  tab: isSettingsTab(raw.tab) ? raw.tab : SETTINGS_TABS[0],
});

/** `/account/settings`: profile, reading and notification settings, one tab each (the tab in the URL). */
export const Route = createFileRoute('/_app/account/settings')({
  staticData: { title: '账号设置' },
  validateSearch: settingsSearch,
  search: { middlewares: [stripSearchParams({ tab: SETTINGS_TABS[0] })] },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The tab's own call (prefetched: each panel words its refusal with a retry).
  loader: ({ context: { queryClient }, deps: { tab } }) => {
    if (tab === 'profile') return queryClient.prefetchQuery(accountQueries.personalData());
    if (tab === 'security') return queryClient.prefetchQuery(securityQueries.overview());
    return queryClient.prefetchQuery(settingsQueries.settings());
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsScreen tab={tab} onTab={(next) => void navigate({ search: { tab: next } })} />;
}
