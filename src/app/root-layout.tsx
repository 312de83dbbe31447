import { Button } from '@mantine/core';
import { Outlet, useSearch } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { storeLocalUsername } from '@/shared/lib/local-username';
import { StatusPage } from '@/shared/ui/status-page';
import { getLoadFailure, subscribeLoadFailure } from './chunk-load';

/**
 * The outermost layout: stores the local username parameter (SPEC §2) and
 * replaces the page with the load-failed screen after a load timeout.
 */
export function RootLayout() {
  const search = useSearch({ strict: false }) as { localUsername?: string };
  const failure = useSyncExternalStore(subscribeLoadFailure, getLoadFailure);

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
