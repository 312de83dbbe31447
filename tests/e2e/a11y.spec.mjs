// Issue 13: axe-core on every registered route — signed out on the public
// pages, as zhangsan everywhere else — with no serious or critical violation
// (colour contrast of muted text included, WCAG 2 AA).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addressesOfEveryRoute, sampleIds } from './routes.mjs';
import { BASE_URL, launchBrowser, settle, violations } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PUBLIC = new Set(['/login', '/404', '/tansferPage']);

describe('无障碍（axe）', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it('未登录可见的页面没有严重问题', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const failures = [];
    for (const route of PUBLIC) {
      await page.goto(`${APP}#${route}`);
      await settle(page);
      for (const v of await violations(page)) failures.push(`${route}：${v}`);
    }
    await context.close();
    assert.deepEqual(failures, []);
  });

  it('每个路由（张三登录）没有严重问题', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${APP}#/login`);
    await page.getByLabel('用户名', { exact: true }).fill('zhangsan');
    await page.getByLabel('密码', { exact: true }).fill('Aikn@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/index'), null, { timeout: 30_000 });
    const failures = [];
    for (const { route, address } of addressesOfEveryRoute(await sampleIds(page))) {
      if (PUBLIC.has(route)) continue;
      await page.goto(`${APP}#${address}`);
      await settle(page);
      for (const v of await violations(page)) failures.push(`${route}（${address}）：${v}`);
    }
    await context.close();
    assert.deepEqual(failures, []);
  });
});
