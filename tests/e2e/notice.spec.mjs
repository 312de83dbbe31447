// Issue 14 in the browser: an administrator publishes a notice to one group
// through the form; a member of that group sees it on the home page and in
// /moreNotice and opens it (read receipt), a non-member sees neither.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
// Unique per run, so a rerun on the same data never finds an older copy.
const TITLE = `研发中心评审规范通知-${Date.now().toString(36)}`;

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Each lands where his permissions say (李四, without the portal home, on the library).
  await page.waitForFunction(() => location.hash.length > 2 && !location.hash.startsWith('#/login'), null, { timeout: 30_000 });
}

describe('通知公告', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('管理员向研发中心发布公告：张三（下级部门）在首页和公告列表看到并阅读，李四（市场部）看不到', async () => {
    await withPage(browser, 'notice-publish', async (page, problems) => {
      await signIn(page, 'admin');
      await page.goto(`${APP}#/moreNotice`);
      await page.getByRole('button', { name: '发布公告' }).click();
      const dialog = page.getByRole('dialog', { name: '发布公告' });
      await dialog.getByRole('textbox', { name: '标题' }).fill(TITLE);
      await dialog.getByRole('textbox', { name: '正文' }).fill('每个合并请求至少两人评审。');
      await dialog.getByText('指定组织', { exact: true }).click();
      // The audience is the shared group tree picker: typing filters the tree (ancestors stay for context).
      await dialog.getByRole('textbox', { name: '可见组织' }).fill('研发中心');
      await page
        .getByRole('option', { name: /研发中心$/ })
        .first()
        .click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: '发布', exact: true }).click();
      const readers = page.getByRole('region', { name: '阅读情况' });
      await readers.getByText('张三').waitFor();
      assert.equal(await readers.getByText('李四').count(), 0);
      assert.deepEqual(problems, []);
    });
    await withPage(browser, 'notice-member', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await page.goto(`${APP}#/index`);
      const block = page.getByRole('region', { name: '通知公告' });
      await block.getByRole('link', { name: TITLE }).waitFor();
      await page.goto(`${APP}#/moreNotice`);
      await page.getByRole('link', { name: TITLE }).click();
      const article = page.getByRole('article', { name: TITLE });
      await article.getByText('每个合并请求至少两人评审。').waitFor();
      await article.getByText(/^已读于/).waitFor();
      assert.deepEqual(problems, []);
    });
    await withPage(browser, 'notice-outsider', async (page) => {
      await signIn(page, 'lisi');
      await page.goto(`${APP}#/moreNotice`);
      await page.getByRole('article', { name: '关于2026年元旦放假安排的通知' }).waitFor();
      assert.equal(await page.getByRole('link', { name: TITLE }).count(), 0);
      await page.goto(`${APP}#/moreNotice?keyword=${encodeURIComponent(TITLE)}`);
      await page.getByText('没有找到相关公告').waitFor();
    });
    await withPage(browser, 'notice-readers', async (page) => {
      await signIn(page, 'admin');
      await page.goto(`${APP}#/moreNotice?manage=true&keyword=${encodeURIComponent(TITLE)}`);
      await page.getByRole('link', { name: TITLE }).click();
      const readers = page.getByRole('region', { name: '阅读情况' });
      await readers.getByText(/已读 1 人/).waitFor();
    });
  });
});
