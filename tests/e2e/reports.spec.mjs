// Issue 16 in the browser: the administrator (a report viewer of every group)
// makes a search that finds nothing, filters the overview to 集团总部 and
// 30 days, opens the search log with the same filters, finds the search under
// 无结果, drills into its keyword, exports the tab as XLSX and reads the file
// back with exceljs. Then every report page is photographed at 1440 and
// 390 px wide (charts drawn, no page-wide horizontal overflow).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const GROUP = '集团总部';
const PAGES = [
  'all',
  'searchLog',
  'user',
  'wiki',
  'library',
  'user-operate',
  'user-keyword',
  'user-feedback',
  'user-task',
  'user-summary?userId=1',
  'exam',
];

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}

/** Calls the API as the signed-in user; insists on success and returns `data`. */
async function api(page, apiPath, body) {
  const r = await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [apiPath, body],
  );
  assert.equal(r.code, 1, `${apiPath}：${r.message}`);
  return r.data;
}

const hashSearch = (page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

describe('reports in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('filters the overview, finds a search with no hits, drills into it and exports it as XLSX', async () => {
    await withPage(browser, 'e2e-reports-journey', async (page, problems) => {
      await signIn(page, 'admin');
      // A search nobody can answer: a gap in the knowledge the report must show.
      const keyword = `无此知识${Date.now().toString(36)}`;
      const found = await api(page, '/search-app/search/smart', { keyword, page: 1, size: 10 });
      assert.equal(found.total, 0);

      await page.goto(`${APP}#/reportStatistics`);
      await page.getByRole('heading', { level: 1, name: '总览' }).waitFor();
      assert.match(page.url(), /#\/reportStatistics\/all/);

      // 集团总部 (the administrator's group) and the last 30 days.
      await page.getByText('近7天', { exact: true }).click();
      await page.waitForFunction(() => location.hash.includes('period=7d'));
      await page.getByText('近30天', { exact: true }).click();
      await page.waitForFunction(() => !location.hash.includes('period='));
      const groupBox = page
        .getByRole('textbox', { name: '部门' })
        .or(page.getByLabel('部门', { exact: true }))
        .first();
      await groupBox.click();
      await groupBox.fill('集团');
      await page.getByText(GROUP, { exact: true }).last().click();
      await page.waitForFunction(() => location.hash.includes('groupId='));
      const groupId = hashSearch(page).get('groupId');
      const searches = page.getByRole('button', { name: /^搜索 [\d,]+，查看明细$/ });
      await searches.waitFor();
      const count = Number((await searches.getAttribute('aria-label')).match(/^搜索 ([\d,]+)/)[1].replaceAll(',', ''));
      assert.ok(count >= 1, `总览的搜索数应至少为 1，实际为 ${count}`);

      // The menu keeps the filters.
      await page.getByRole('navigation', { name: '统计报表', exact: true }).getByRole('link', { name: '搜索日志' }).click();
      await page.getByRole('heading', { level: 1, name: '搜索日志' }).waitFor();
      assert.equal(hashSearch(page).get('groupId'), groupId);

      await page.getByRole('tab', { name: '无结果' }).click();
      await page.waitForFunction(() => location.hash.includes('tab=noHits'));
      const table = page.getByRole('table', { name: '搜索记录' });
      const cell = table.getByRole('button', { name: keyword, exact: true });
      await cell.waitFor();
      const rowText = await table.getByRole('row').filter({ has: cell }).textContent();
      assert.match(rowText, /管理员/);

      await cell.click();
      const drawer = page.getByRole('dialog', { name: `明细：搜索 · ${keyword}` });
      await drawer.getByRole('cell', { name: '管理员' }).first().waitFor();
      assert.match(await drawer.textContent(), /共 1 条/);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: '导出', exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: '导出 Excel（XLSX）' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.xlsx$/);
      const file = path.join(RESULTS_DIR, 'e2e-reports-search-log.xlsx');
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const sheet = book.worksheets[0];
      const rows = [];
      sheet.eachRow((r) => rows.push(r.values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
      const header = rows.find((r) => r.includes('关键词'));
      assert.ok(header, '导出文件应有中文表头');
      const mine = rows.find((r) => r.includes(keyword));
      assert.ok(mine, '导出文件应含这次无结果的搜索');
      assert.equal(mine[header.indexOf('结果数')], '0');
      assert.deepEqual(problems, []);
    });
  });

  for (const width of [1440, 390]) {
    it(`shows every report page at ${width} px wide`, async () => {
      await withPage(browser, `e2e-reports-${width}`, async (page, problems) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, 'admin');
        for (const name of PAGES) {
          await page.goto(`${APP}#/reportStatistics/${name}${name.includes('?') ? '&' : '?'}period=90d`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
          await page.waitForTimeout(600);
          assert.equal(await page.getByRole('alert').count(), 0, `${name} 页面出现错误提示`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 1, `${name} 页面在 ${width}px 宽时横向溢出 ${overflow}px`);
          await page.screenshot({
            path: path.join(RESULTS_DIR, `e2e-reports-${name.split('?')[0]}-${width}.png`),
            fullPage: true,
          });
        }
        assert.deepEqual(problems, []);
      });
    });
  }
});
