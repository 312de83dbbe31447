/** Envelope code of a successful answer (SPEC §8). */
export const CODE_OK = 1;
/** Envelope code for a missing, expired or revoked token (SPEC §4, §8). */
export const CODE_UNAUTHENTICATED = -1;

/** Every answer of the API: `{code, message, success, data}`. */
export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  data: T;
}

export const DEFAULT_SUCCESS_MESSAGE = '处理成功';
export const DEFAULT_FAILURE_MESSAGE = '处理失败';
