// Issue 13: every registered route at phone size (390×844) as zhangsan. Fails
// when the document is wider than the screen, when header elements overlap or
// leave the screen, or when the menu button, search and user menu are missing.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addressesOfEveryRoute, sampleIds } from './routes.mjs';
import { BASE_URL, launchBrowser, RESULTS_DIR } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PHONE = { width: 390, height: 844 };

/** What is wrong with the page's layout at this width (empty when nothing). */
function layoutProblems() {
  const problems = [];
  const width = window.innerWidth;
  const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (wide > width) problems.push(`页面宽 ${wide}px，超出屏幕 ${width}px`);
  const header = document.querySelector('header');
  if (!header) return problems;
  const shown = [...header.querySelectorAll('a, button, input, img, [data-testid]')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  });
  const label = (el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName.toLowerCase();
  for (const el of shown) {
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.right > width + 0.5) problems.push(`页头的「${label(el)}」超出屏幕`);
  }
  for (let i = 0; i < shown.length; i += 1) {
    for (let j = i + 1; j < shown.length; j += 1) {
      const [a, b] = [shown[i], shown[j]];
      if (a.contains(b) || b.contains(a)) continue;
      const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x > 1 && y > 1) problems.push(`页头的「${label(a)}」与「${label(b)}」重叠`);
    }
  }
  return problems;
}

describe('手机宽度（390×844）', () => {
  let browser;
  let context;
  let page;
  let addresses;

  before(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'zh-CN', viewport: PHONE, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await page.goto(`${APP}#/login`);
    await page.getByLabel('用户名', { exact: true }).fill('zhangsan');
    await page.getByLabel('密码', { exact: true }).fill('Aikn@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/index'), null, { timeout: 30_000 });
    addresses = addressesOfEveryRoute(await sampleIds(page));
  });

  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('页头：菜单按钮打开导航抽屉，搜索和用户菜单都在屏幕内', async () => {
    await page.goto(`${APP}#/index`);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('navigation', { name: '模块导航（菜单）' });
    await drawer.getByRole('link', { name: '文档库' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/library'));
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('dialog', { name: '搜索' }).getByRole('combobox', { name: '搜索' }).fill('制度');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash.startsWith('#/search'));
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('每个路由都不超出屏幕宽度，页头元素互不重叠', async () => {
    const failures = [];
    for (const { route, address } of addresses) {
      await page.goto(`${APP}#${address}`);
      // Let the route's data and fonts arrive before measuring.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(300);
      const problems = await page.evaluate(layoutProblems);
      if (problems.length) {
        failures.push(`${route}（${address}）：${problems.join('；')}`);
        const name = `e2e-phone-${route.replace(/[^a-z0-9]+/gi, '_')}-failed.png`;
        await page.screenshot({ path: path.join(RESULTS_DIR, name) });
      }
    }
    assert.deepEqual(failures, []);
  });
});
