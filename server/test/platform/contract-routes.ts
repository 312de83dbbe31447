import type { AnyEndpoint } from '@contract/platform/endpoint';
import { z } from 'zod';
import { DOCS_PATHS } from '../../http/docs';

/** Routes the platform itself serves (health, docs, the SPA); everything else must be a contract endpoint. */
export const PLATFORM_ROUTES = new Set([
  'GET /healthz',
  'GET /readyz',
  `GET ${DOCS_PATHS.openapi}`,
  `GET ${DOCS_PATHS.page}`,
  'GET /',
  'GET /webaikn',
  'GET /webaikn/*',
  // Raw file bytes for <img>/<video>: authorised by a signed URL, answers bytes (Range), not the envelope.
  'GET /aikn-app/file/raw/:id',
  // A document version's download: bytes with Range and the original name (contract/library/library.ts LIBRARY_FILE_PATH).
  'GET /aikn-app/library/file/:id',
  // A video's bytes for <video>: authorised only by the signed URL of video.streamUrl, with Range.
  'GET /aikn-app/video/stream/:id',
  // A rendered preview page (PNG) for the flipbook: authorised only by the signed URL of library.preview.
  'GET /aikn-app/library/page/:id',
  // Attachments' downloads (server/files/attachments): bytes with Range, by the signed URL of the item's detail
  // (notice.detail, bbs.postDetail) or the Authorization header.
  'GET /aikn-app/notice/file/:ownerId/:fileId',
  'GET /bbs-app/post/file/:ownerId/:fileId',
  // A user's avatar for <img>: the address holds the picture's hash (server/lib/avatar-url.ts), cached for good.
  'GET /aikn-app/account/avatar/:userId/:hash',
  // An uploaded logo or sign-in background for <img>, public and named by hash (server/lib/system-image-path.ts).
  'GET /aikn-app/login/image/:picType/:hash',
]);

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Hono's route table without middleware (`app.use` registers method ALL). */
export function handlerRoutes(routes: { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => routeKey(r.method, r.path)))];
}

/**
 * Values for an endpoint's path parameters that pass its schema: the smallest
 * number allowed for numeric ones, a short word otherwise.
 */
export function sampleParams(ep: AnyEndpoint, overrides: Record<string, string | number> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const names = [...ep.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const shape = ep.params ? (z.toJSONSchema(ep.params, { io: 'input', unrepresentable: 'any' }).properties ?? {}) : {};
  for (const name of names) {
    const prop = (shape as Record<string, { type?: string; minimum?: number; exclusiveMinimum?: number }>)[name] ?? {};
    if (prop.type === 'integer' || prop.type === 'number') {
      out[name] = prop.minimum ?? (prop.exclusiveMinimum !== undefined ? prop.exclusiveMinimum + 1 : 1);
    } else out[name] = 'sample';
  }
  return { ...out, ...overrides };
}
