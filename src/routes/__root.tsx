import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import { validateRootSearch } from '@/app/root-search';
import type { RouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  component: RootLayout,
});
