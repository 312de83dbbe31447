import type { QueryKey } from '@tanstack/react-query';
import type { ApiError } from './api-error';

/**
 * What a mutation asks of the global MutationCache (ARCHITECTURE §3):
 * which queries it invalidates and which toasts it shows.
 */
export interface AppMutationMeta extends Record<string, unknown> {
  /** Query keys (prefixes) to invalidate after success. */
  invalidates?: QueryKey[];
  /** Show a success toast: `true` for '处理成功', or an explicit text. */
  successMessage?: true | string;
  /** Explicit failure text, used instead of the server's message. */
  errorMessage?: string;
  /** The screen shows the failure itself (e.g. under a form): no toast. */
  silentError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    mutationMeta: AppMutationMeta;
  }
}
