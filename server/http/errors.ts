import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the caller can act on. The HTTP status follows the class of the
 * answer; the envelope code is the status, or -1 for 401 (SPEC §4, §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get code(): number {
    return this.status === 401 ? CODE_UNAUTHENTICATED : this.status;
  }
}

export const badRequest = (message: string, data?: unknown) => new ApiError(400, message, data);
export const unauthenticated = (message = '登录已失效，请重新登录') => new ApiError(401, message);
export const forbidden = (message = '没有权限执行此操作') => new ApiError(403, message);

/**
 * Refuses a caller who lacks any of `keys`, naming the first missing key as
 * administrators see it (PERMISSION_NAMES), so every refusal reads the same.
 */
export function requireKeys(permissions: ReadonlySet<string>, keys: readonly PermissionKey[]): void {
  const missing = keys.find((key) => !permissions.has(key));
  if (missing) throw forbidden(`没有「${PERMISSION_NAMES[missing]}」权限`);
}

export const notFound = (message = '请求的内容不存在') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string) => new ApiError(429, message);
