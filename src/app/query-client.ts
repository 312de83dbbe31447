import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '@contract/platform/envelope';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isCancelled } from '@/shared/lib/api-error';
import type { AppMutationMeta } from '@/shared/lib/query-meta';
import { toastError, toastSuccess } from '@/shared/lib/toast';

/** The failure text of SPEC §8: explicit message, else the server's, else '处理失败'. */
export function failureMessage(error: unknown, meta: AppMutationMeta | undefined): string {
  if (meta?.errorMessage) return meta.errorMessage;
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_FAILURE_MESSAGE;
}

/**
 * The one QueryClient. The MutationCache is the single place that turns a
 * mutation's `meta` into invalidations and toasts; queries never toast
 * (a failed query rejects and the screen shows it in place).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _vars, _ctx, mutation) => {
        const meta = mutation.options.meta;
        if (meta?.successMessage) toastSuccess(meta.successMessage === true ? DEFAULT_SUCCESS_MESSAGE : meta.successMessage);
        if (meta?.invalidates?.length) {
          await Promise.all(meta.invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
        }
      },
      onError: (error, _vars, _ctx, mutation) => {
        const meta = mutation.options.meta;
        if (isCancelled(error) || meta?.silentError) return;
        // Code -1 already sends the user to the enter page; a toast would be noise.
        if (isApiError(error) && error.unauthenticated) return;
        toastError(failureMessage(error, meta));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only a lost connection is worth one more try; refusals are final.
        retry: (count, error) => isApiError(error) && error.kind === 'network' && count < 1,
        // A screen mounting a query its route loader just saw refused asks no more (lisi's forbidden link sent
        // the same request again); 重试 on the error refetches on purpose.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
