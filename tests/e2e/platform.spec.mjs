import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, withPage } from './support.mjs';

describe('platform pages in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('renders the API reference page with every endpoint and no CSP violation', async () => {
    const doc = await (await fetch(`${BASE_URL}/api/openapi.json`)).json();
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p)).length;
    await withPage(browser, 'api-docs', async (page, problems) => {
      const res = await page.goto(`${BASE_URL}/api/docs`);
      assert.equal(res.status(), 200);
      assert.equal(await page.title(), '智能知识中心 API 参考');
      await page.getByRole('heading', { level: 1, name: '智能知识中心 API 参考' }).waitFor();
      assert.equal(await page.locator('article').count(), operations);
      // The table of contents links to each card.
      await page.locator('nav a', { hasText: '账号密码登录' }).click();
      assert.match(page.url(), /#ep-auth-login$/);
      assert.ok(await page.locator('#ep-auth-login').getByText('/base-admin/login/login').isVisible());
      assert.deepEqual(problems, []);
    });
  });

  it('loads the SPA under /webaikn/ from /', async () => {
    await withPage(browser, 'spa-index', async (page, problems) => {
      const res = await page.goto(`${BASE_URL}/`);
      assert.equal(res.status(), 200);
      assert.match(page.url(), /\/webaikn\//);
      assert.match(await page.title(), /智能知识中心/);
      // The app mounted: React rendered something into #root.
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, null, { timeout: 20_000 });
      assert.deepEqual(problems, []);
    });
  });
});
