import type { AnyEndpoint } from '@contract/platform/endpoint';
import { HttpResponse, http } from 'msw';

/** Matches every origin: the SPA calls its own origin, whatever the test's is. */
const anyOrigin = (ep: AnyEndpoint) => `*${ep.path}`;
const method = (ep: AnyEndpoint) => ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An endpoint that answers with the given envelope (e.g. code -1, or success false). */
export function answerEnvelope(
  ep: AnyEndpoint,
  body: { code: number; message: string; success: boolean; data: unknown },
  status = 200,
) {
  return http[method(ep)](anyOrigin(ep), () => HttpResponse.json(body, { status }));
}

/** An endpoint that answers code -1, as for a revoked or expired token. */
export function answerUnauthenticated(ep: AnyEndpoint) {
  return answerEnvelope(ep, { code: -1, message: '登录已失效，请重新登录', success: false, data: null }, 401);
}

/** An endpoint whose request never gets an answer (connection refused). */
export function answerNetworkError(ep: AnyEndpoint) {
  return http[method(ep)](anyOrigin(ep), () => HttpResponse.error());
}
