import { Button } from '@mantine/core';
import { Outlet, useSearch } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { usePlatformConfig } from '@/shared/config/use-platform-config';
import { storeLocalUsername } from '@/shared/lib/local-username';
import { setRouteTitle } from '@/shared/lib/page-title';
import { StatusPage } from '@/shared/ui/status-page';
import { getLoadFailure, subscribeLoadFailure } from './chunk-load';
import { useRouteTitle } from './route-title';

/**
 * The outermost layout: stores the local username parameter (SPEC §2), names
 * the browser tab after the route, and replaces the page with the load-failed
 * screen after a load timeout.
 */
export function RootLayout() {
  const search = useSearch({ strict: false }) as { localUsername?: string };
  const failure = useSyncExternalStore(subscribeLoadFailure, getLoadFailure);
  const routeTitle = useRouteTitle();
  const { systemName } = usePlatformConfig();

  useEffect(() => setRouteTitle(routeTitle, systemName), [routeTitle, systemName]);

  useEffect(() => {
    if (search.localUsername) storeLocalUsername(search.localUsername);
  }, [search.localUsername]);

  if (failure) {
    return (
      <StatusPage
        code="加载失败"
        title="页面加载超时"
        description={failure.message}
        actions={<Button onClick={() => window.location.reload()}>刷新页面</Button>}
      />
    );
  }
  return <Outlet />;
}
