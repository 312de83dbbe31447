import type { Envelope } from '@contract/platform/envelope';
import { CODE_OK, DEFAULT_SUCCESS_MESSAGE } from '@contract/platform/envelope';
import type { ApiError } from './errors';

export function ok<T>(data: T, message = DEFAULT_SUCCESS_MESSAGE): Envelope<T> {
  return { code: CODE_OK, message, success: true, data };
}

export function fail(err: ApiError): Envelope<unknown> {
  return { code: err.code, message: err.message, success: false, data: err.data ?? null };
}
