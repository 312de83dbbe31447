import type { AnyEndpoint, OutputOf } from '@contract/platform/endpoint';
import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { type FormInput, toFormData } from './form-data';
import { apiUpload, type UploadProgress } from './http';
import type { AppMutationMeta } from './query-meta';

/** What one upload is called with: its fields, and optionally a way to cancel it and to watch it. */
export interface UploadVariables<I> {
  input: I;
  /** Aborting cancels the upload, which then fails silently like every cancelled call. */
  signal?: AbortSignal;
  onProgress?: (p: UploadProgress) => void;
}

interface UploadConfig<I> {
  mutationKey: QueryKey;
  /** The fields of the multipart body, in the order the server reads them. */
  form: (input: I) => FormInput;
  /** Queries the new file shows up in. */
  invalidates: QueryKey[];
  params?: Record<string, string | number>;
  /** Other meta (toasts); by default the screen shows a failure itself. */
  meta?: Omit<AppMutationMeta, 'invalidates'>;
}

/**
 * The one way to upload a file (ARCHITECTURE §5): a multipart call through the
 * HTTP client's progress-reporting path, its body from {@link toFormData},
 * the contract's typed answer, and `meta.invalidates` so that lists refresh
 * after every upload.
 */
export function uploadMutation<E extends AnyEndpoint, I>(
  ep: E,
  { mutationKey, form, invalidates, params, meta }: UploadConfig<I>,
) {
  return mutationOptions<OutputOf<E>, ApiError, UploadVariables<I>>({
    mutationKey,
    mutationFn: ({ input, signal, onProgress }) => apiUpload(ep, toFormData(form(input)), { params, signal, onProgress }),
    meta: { silentError: true, ...meta, invalidates },
  });
}
