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

/** Picks a group in the filter bar's 部门 tree (its sub-groups count too). */
async function pickGroup(page, name) {
  const box = page
    .getByRole('textbox', { name: '部门' })
    .or(page.getByLabel('部门', { exact: true }))
    .first();
  await box.click();
  await box.fill(name.slice(0, 2));
  await page.getByText(name, { exact: true }).last().click();
  await page.waitForFunction(() => location.hash.includes('groupId='));
}

/** The rows of an exported workbook's first sheet, as text. */
async function readXlsx(download, name) {
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const file = path.join(RESULTS_DIR, name);
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = [];
  book.worksheets[0].eachRow((r) => rows.push(r.values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
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
      await pickGroup(page, GROUP);
      const groupId = hashSearch(page).get('groupId');
      // The totals of the filtered period: the search made above counts (the previous answer may show a moment).
      await page
        .getByRole('button', { name: /^搜索 [1-9][\d,]*，查看明细$/ })
        .waitFor({ timeout: 10_000 })
        .catch(async () => {
          const shown = await page.getByRole('button', { name: /^搜索 [\d,]+，查看明细$/ }).getAttribute('aria-label');
          assert.fail(`总览的搜索数应至少为 1（每次搜索须记入事件日志 events），页面显示：${shown}`);
        });

      // The menu keeps the filters.
      await page.getByRole('navigation', { name: '统计报表', exact: true }).getByRole('link', { name: '搜索日志' }).click();
      await page.getByRole('heading', { level: 1, name: '搜索日志' }).waitFor();
      assert.equal(hashSearch(page).get('groupId'), groupId);

      await page.getByRole('tab', { name: '无结果' }).click();
      await page.waitForFunction(() => location.hash.includes('tab=noHits'));
      const table = page.getByRole('table', { name: '搜索记录' });
      const cell = table.getByRole('button', { name: keyword, exact: true });
      await cell.waitFor();
      // `has` is looked for inside each row, so it names the button from the page, not from the table.
      const rowText = await table
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: keyword, exact: true }) })
        .textContent();
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
      const rows = await readXlsx(download, 'e2e-reports-search-log.xlsx');
      const header = rows.find((r) => r.includes('关键词'));
      assert.ok(header, '导出文件应有中文表头');
      const mine = rows.find((r) => r.includes(keyword));
      assert.ok(mine, '导出文件应含这次无结果的搜索');
      assert.equal(mine[header.indexOf('结果数')], '0');
      assert.deepEqual(problems, []);
    });
  });

  it("drills from a person's contributions to the comment behind them and exports the user table", async () => {
    await withPage(browser, 'e2e-reports-users', async (page, problems) => {
      await signIn(page, 'admin');
      // An entry of the administrator's own: a comment on someone else's would notify its author,
      // and the shell spec counts zhangsan's unread messages on the same server.
      const entries = (await api(page, '/aikn-app/wiki/list', { page: 1, size: 50 })).list;
      const entry = entries.find((e) => e.author.nickname === '管理员') ?? entries.find((e) => e.author.nickname !== '张三');
      await api(page, '/aikn-app/comment/add', { knowledgeId: entry.id, content: '报表端到端测试的评论' });

      await page.goto(`${APP}#/reportStatistics/user?period=7d`);
      await page.getByRole('heading', { level: 1, name: '用户统计' }).waitFor();
      await pickGroup(page, GROUP);
      const table = page.getByRole('table', { name: '用户活跃情况' });
      const row = table.getByRole('row').filter({ hasText: '管理员' });
      const drill = row.getByRole('button', { name: /^查看贡献 [\d,]+ 的明细$/ });
      await drill.waitFor();
      await drill.click();
      const drawer = page.getByRole('dialog', { name: '明细：管理员 · 贡献' });
      await drawer.getByRole('cell', { name: entry.title }).first().waitFor();
      assert.match(await drawer.textContent(), /评论/);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: '导出', exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: '导出 Excel（XLSX）' }).click(),
      ]);
      const rows = await readXlsx(download, 'e2e-reports-users.xlsx');
      const header = rows.find((r) => r.includes('贡献'));
      assert.ok(header, '导出文件应有中文表头');
      const admin = rows.find((r) => r.includes('管理员'));
      assert.ok(admin, '导出文件应含管理员这一行');
      assert.ok(Number(admin[header.indexOf('贡献')]) >= 1);
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
