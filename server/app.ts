import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSON_BODY_LIMIT } from '@contract/platform/endpoint';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import type { Deps } from './deps';
import { registerDomainProvider } from './domains/providers';
import type { AppEnv } from './http/app-env';
import { compressJson } from './http/compress-json';
import { registerDocs } from './http/docs';
import { fail } from './http/envelope';
import { ApiError } from './http/errors';
import { Binder } from './http/route';
import { registerAccount } from './modules/account/account.routes';
import { registerAdmin } from './modules/admin/admin.routes';
import { registerApproval } from './modules/approval/approval.routes';
import { registerAuth } from './modules/auth/auth.routes';
import { registerBbs } from './modules/bbs/bbs.routes';
import { forumProvider } from './modules/bbs/forum-provider';
import { registerCommon } from './modules/common/common.routes';
import { registerFiles } from './modules/files/files.routes';
import { registerGraph } from './modules/graph/graph.routes';
import { registerHome } from './modules/home/home.routes';
import { registerInteraction } from './modules/interaction/interaction.routes';
import { registerLibrary } from './modules/library/library.routes';
import { libraryProvider } from './modules/library/library-provider';
import { registerMessages } from './modules/messages/messages.routes';
import { registerNotices } from './modules/notices/notices.routes';
import { registerRecycle } from './modules/recycle/recycle.routes';
import { registerReports } from './modules/reports/reports.routes';
import { registerSearch } from './modules/search/search.routes';
import { registerStrategy } from './modules/strategy/strategy.routes';
import { registerVideo } from './modules/video/video.routes';
import { videoProvider } from './modules/video/video-provider';
import { registerWiki } from './modules/wiki/wiki.routes';

export const BASE_PATH = '/webaikn';

export interface AppOptions {
  /** Check every answer against the contract's output schema (tests). */
  strictOutput?: boolean;
}

/**
 * What each module tells the engines about its domain's items (issue 29): the
 * engines compose these. Called by every entry that runs engine code (the
 * app, the seed, scripts); registering again changes nothing.
 */
export function registerProviders(): void {
  for (const provider of [forumProvider, libraryProvider, videoProvider]) registerDomainProvider(provider);
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
    // A body refused as too large is left unread (or read only in part): the connection cannot carry another
    // request, so the answer says so and a keep-alive client opens a new one instead of failing on it (issue 27).
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
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
  app.use('*', compressJson);
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(fail(new ApiError(413, '请求内容过大，最大 1 MB')), 413),
  });
  // Contract routes apply their own limit (route.ts, the contract's maxBodyBytes: uploads are larger); this guards the rest.
  let contractRoutes: Set<string> | undefined;
  app.use('*', (c, next) => {
    contractRoutes ??= new Set([...binder.bound.values()].map((ep) => `${ep.method} ${ep.path}`));
    const own = matchedRoutes(c).some((r) => contractRoutes?.has(`${r.method} ${r.path}`));
    return own ? next() : jsonLimit(c, next);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  registerProviders();
  registerAuth(binder);
  registerCommon(binder);
  registerMessages(binder);
  registerNotices(binder);
  registerAccount(binder);
  registerAdmin(binder);
  registerWiki(binder);
  registerApproval(binder);
  registerRecycle(binder);
  registerReports(binder);
  registerInteraction(binder);
  registerStrategy(binder);
  registerGraph(binder);
  registerFiles(binder);
  registerLibrary(binder);
  registerVideo(binder);
  registerHome(binder);
  registerSearch(binder);
  registerBbs(binder);
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
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    // No build (API-only run, or tests): say so instead of serving from a missing directory.
    app.get(`${BASE_PATH}/*`, (c) => c.text('前端尚未构建：请先运行 npm run build（npm start 会自动构建）。', 503));
    return;
  }
  const root = path.resolve(distDir);
  // One instance each; serveStatic's onFound runs after the response is built, so headers are set on it afterwards.
  const files = serveStatic({ root, rewriteRequestPath: (p) => p.slice(BASE_PATH.length) });
  app.use(`${BASE_PATH}/assets/*`, async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(`${BASE_PATH}/assets/*`, files);
  app.get(`${BASE_PATH}/*`, async (c, next) => {
    const rel = c.req.path.slice(BASE_PATH.length + 1) || 'index.html';
    // A missing hashed asset (an old build's chunk) is a 404, never the app page.
    if (rel.startsWith('assets/')) return c.text('资源不存在', 404);
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Hash routes mean every other path under the base is the app itself.
      c.header('Cache-Control', 'no-cache');
      return c.html(fs.readFileSync(index, 'utf8'));
    }
    const res = await files(c, next);
    res?.headers.set('Cache-Control', 'no-cache');
    return res;
  });
}
