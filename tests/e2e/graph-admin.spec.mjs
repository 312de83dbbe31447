// Issue 15 (graph admin) in the browser: the administrator imports a CSV of
// entities with one bad row and reads the report (nothing imported), fixes the
// row, imports it, and finds the new entity in /chart's picker.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, RESULTS_DIR } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36);
const NAME = `端到端导入实体${RUN}`;

async function signIn(browser, username) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${APP}#/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });
  return { context, page };
}

const csv = (className) => ({
  name: '实体.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF名称,类别,别名,属性\r\n${NAME},${className},导入别名${RUN},来源=端到端测试\r\n`),
});

describe('图谱管理：导入实体', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it('有问题的行使整个文件不导入并列出原因，改正后导入，新实体可在图谱中找到', async () => {
    const { context, page } = await signIn(browser, 'admin');
    await page.locator('header').getByRole('link', { name: '管理后台' }).click();
    await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '图谱管理' }).click();
    await page.getByRole('heading', { name: '图谱管理' }).waitFor();

    await page.locator('input[type=file]').setInputFiles(csv('不存在的类别'));
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const report = page.getByRole('table', { name: '校验报告' });
    await report.waitFor();
    const cells = await report.locator('tbody tr').first().locator('td').allInnerTexts();
    assert.deepEqual(cells, ['节点', '2', '类别', '类别“不存在的类别”不存在']);
    await page.getByText('校验未通过：1 个问题，文件中的内容均未导入').waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'graph-admin-report.png'), fullPage: true });

    await page.locator('input[type=file]').setInputFiles(csv('人员'));
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const done = page.getByRole('alert').filter({ hasText: '导入完成' });
    await done.waitFor();
    assert.match((await done.textContent()) ?? '', /实体：新建 1 个，更新 0 个/);

    await page.goto(`${APP}#/chart`);
    const start = page.getByPlaceholder('输入名称、别名或拼音').first();
    await start.fill(NAME);
    await page.getByRole('option', { name: `${NAME}（人员）` }).waitFor();
    await context.close();
  });
});
