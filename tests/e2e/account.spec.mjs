// Issue 14 in the browser: the personal centre. zhangsan signs in, opens
// /account/draft, continues one of his seeded wiki drafts in the entry editor
// (the title he left is there), and the centre's pages are saved as
// screenshots at desktop and phone widths (e2e-account-*.png).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sampleIds } from './routes.mjs';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}

describe('personal centre', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('continues a wiki draft from /account/draft in the entry editor', async () => {
    await withPage(browser, 'e2e-account-draft', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await page.goto(`${APP}#/account/draft`);
      const list = page.getByRole('list', { name: '我的草稿列表' });
      await list.waitFor();
      const row = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: '继续编辑' }) })
        .first();
      const title = (await row.getByRole('link').first().textContent())?.trim();
      const href = await row.getByRole('link', { name: '继续编辑' }).getAttribute('href');
      assert.ok(title, '草稿列表里没有可继续编辑的草稿');
      await page.screenshot({ path: path.join(RESULTS_DIR, 'e2e-account-draft-1366.png'), fullPage: true });
      await row.getByRole('link', { name: '继续编辑' }).click();
      await page.waitForFunction((h) => location.href.endsWith(h.slice(h.indexOf('#'))), href, { timeout: 30_000 });
      if (href.includes('/wiki/newCreate')) {
        const box = page.getByLabel('标题', { exact: true });
        await box.waitFor();
        assert.equal(await box.inputValue(), title);
      } else {
        await page.getByRole('heading', { name: title }).first().waitFor();
      }
      assert.deepEqual(problems, []);
    });
  });

  it('reads an entry in the font size chosen in /account/settings, kept after a reload', async () => {
    await withPage(browser, 'e2e-account-reading', async (page, problems) => {
      await signIn(page, 'zhangsan');
      const { wiki } = await sampleIds(page);
      const bodySize = () =>
        page
          .locator('[data-rich-html]')
          .first()
          .evaluate((el) => getComputedStyle(el).fontSize);
      await page.goto(`${APP}#/account/settings?tab=reading`);
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/account/settings/reading') && r.ok()),
        page.getByText('20px', { exact: true }).click(),
      ]);
      await page.goto(`${APP}#/detail?id=${wiki}`);
      await page.locator('[data-rich-html]').first().waitFor();
      assert.equal(await bodySize(), '20px');
      await page.reload();
      await page.locator('[data-rich-html]').first().waitFor();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-rich-html]')).fontSize === '20px', null, {
        timeout: 15_000,
      });
      await page.screenshot({ path: path.join(RESULTS_DIR, 'e2e-account-reading-1366.png'), fullPage: true });
      // Back to the default, so later specs read at 16px.
      await page.goto(`${APP}#/account/settings?tab=reading`);
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/account/settings/reading') && r.ok()),
        page.getByText('16px', { exact: true }).click(),
      ]);
      await page.goto(`${APP}#/detail?id=${wiki}`);
      await page.locator('[data-rich-html]').first().waitFor();
      assert.equal(await bodySize(), '16px');
      assert.deepEqual(problems, []);
    });
  });

  it('shows every centre page without overflowing a phone screen', async () => {
    await withPage(browser, 'e2e-account-phone', async (page, problems) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'zhangsan');
      for (const p of ['home', 'publish', 'draft', 'collections', 'collections-detail', 'footprint', 'soso', 'settings']) {
        await page.goto(`${APP}#/account/${p}`);
        await page.getByRole('navigation', { name: '个人中心页面' }).waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `/account/${p} 宽 ${width}px，超出手机屏幕`);
        await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-account-${p}-390.png`), fullPage: true });
      }
      assert.deepEqual(problems, []);
    });
  });
});
