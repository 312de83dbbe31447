import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Deps } from './deps';
import { registerDocs } from './http/docs';
import { fail } from './http/envelope';
import { ApiError } from './http/errors';
import { type AppEnv, Binder } from './http/route';
import { registerAccount } from './modules/account/account.routes';
import { registerAdmin } from './modules/admin/admin.routes';
import { registerAuth } from './modules/auth/auth.routes';
import { registerCommon } from './modules/common/common.routes';
import { registerMessages } from './modules/messages/messages.routes';

/** Largest JSON body an API call accepts; uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const BASE_PATH = '/webaikn';

export interface AppOptions {
  /** Check every answer against the contract's output schema (tests). */
  strictOutput?: boolean;
}

/** Builds the Hono app: middleware, every module's routes, the SPA. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const binder = new Binder(app, options.strictOutput ?? false);

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('requestId', crypto.randomUUID());
    await next();
    deps.log.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'SAMEORIGIN',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', compress());
  app.use(
    '*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json(fail(new ApiError(413, '请求内容过大，最大 1 MB')), 413),
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  registerAuth(binder);
  registerCommon(binder);
  registerMessages(binder);
  registerAccount(binder);
  registerAdmin(binder);
  registerDocs(app);

  serveSpa(app, deps.config.distDir);

  app.notFound((c) => c.json(fail(new ApiError(404, '接口不存在')), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(fail(err), err.status);
    deps.log.error({ err, reqId: c.var.requestId, path: c.req.path }, 'unhandled error');
    return c.json(fail(new ApiError(500, '服务器内部错误，请稍后重试')), 500);
  });

  return { app, binder };
}

/** Serves the built SPA under /webaikn/; hashed assets are cached for a year. */
function serveSpa(app: Hono<AppEnv>, distDir: string) {
  app.get('/', (c) => c.redirect(`${BASE_PATH}/`, 302));
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`, 301));
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    `${BASE_PATH}/assets/*`,
    serveStatic({
      root,
      rewriteRequestPath: (p) => p.slice(BASE_PATH.length),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(`${BASE_PATH}/*`, async (c, next) => {
    const rel = c.req.path.slice(BASE_PATH.length + 1) || 'index.html';
    const file = path.join(distDir, rel);
    if (!file.startsWith(distDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Hash routes mean every other path under the base is the app itself.
      const index = path.join(distDir, 'index.html');
      if (!fs.existsSync(index)) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(fs.readFileSync(index, 'utf8'));
    }
    return serveStatic({
      root,
      rewriteRequestPath: (p) => p.slice(BASE_PATH.length),
      onFound: (_p, ctx) => {
        ctx.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
}
