import type { AnyEndpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi';

/** Paths the platform serves besides the contract endpoints. */
export const DOCS_PATHS = { openapi: '/api/openapi.json', page: '/api/docs' } as const;

/**
 * Serves the OpenAPI document and the API reference page, both generated from
 * the contract. They are built on first request and kept: the contract is
 * fixed for the life of the process.
 */
export function registerDocs(app: Hono<AppEnv>, endpoints: AnyEndpoint[] = allEndpoints): void {
  let document: string | undefined;
  let page: string | undefined;
  app.get(DOCS_PATHS.openapi, (c) => {
    document ??= JSON.stringify(buildOpenApiDocument(endpoints));
    c.header('Cache-Control', 'no-cache');
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get(DOCS_PATHS.page, (c) => {
    page ??= renderDocsPage(endpoints);
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
}
