import { CODE_UNAUTHENTICATED, DEFAULT_FAILURE_MESSAGE } from '@contract/platform/envelope';

/**
 * Why a call failed: the server refused it (`server`), it never got an answer
 * (`network`), the caller cancelled it (`cancelled`), or the answer broke the
 * contract (`invalid`).
 */
export type ApiErrorKind = 'server' | 'network' | 'cancelled' | 'invalid';

/** The one error type of the HTTP layer (ARCHITECTURE §7.2). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** Envelope code; 0 when there was no envelope. */
    readonly code: number,
    message: string,
    /** Envelope `data` of a refusal, e.g. `{captchaRequired: true}` of a failed login. */
    readonly data: unknown = null,
  ) {
    super(message || DEFAULT_FAILURE_MESSAGE);
  }

  get unauthenticated(): boolean {
    return this.code === CODE_UNAUTHENTICATED;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Cancelled calls are dropped silently (SPEC §8). */
export function isCancelled(e: unknown): boolean {
  if (e instanceof ApiError) return e.kind === 'cancelled';
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'CancelledError');
}
