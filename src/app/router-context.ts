import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and guard receive (the router's context). */
export interface RouterContext {
  queryClient: QueryClient;
}
