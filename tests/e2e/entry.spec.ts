// Issue 12, "the first screen carries the whole app": the sign-in page loads the
// shell and the sign-in screen only. Every module's code (screens, queries, endpoint
// schemas) arrives with its routes, and the page's JavaScript stays under its ceiling.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  foreignModules,
  LOGIN_JS_CEILING,
  LOGIN_MODULES,
  launchChromium,
  measurePage,
  readChunkMap,
  totals,
} from '../../bench/page-weight';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8878';
const DIST = path.resolve(import.meta.dirname, '../../dist');

describe('the first screen in the browser', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  it('loads /login without any module chunk and within its JavaScript ceiling', async () => {
    const chunks = readChunkMap(DIST);
    assert.ok(Object.keys(chunks).length > 0, '构建缺少 dist/.vite/chunks.json');
    const assets = await measurePage(browser, `${BASE_URL}/webaikn/#/login`, {
      chunks,
      ready: (page) => page.getByRole('button', { name: '登录', exact: true }).waitFor(),
    });
    assert.ok(
      assets.every((a) => chunks[a.file] || a.kind === 'css'),
      '登录页加载了构建清单之外的脚本',
    );
    assert.deepEqual(foreignModules(assets, LOGIN_MODULES), []);
    const js = totals(assets, 'js').gzip;
    assert.ok(js <= LOGIN_JS_CEILING, `登录页 JavaScript gzip ${(js / 1024).toFixed(1)} KB，超过 ${LOGIN_JS_CEILING / 1024} KB`);
  });
});
