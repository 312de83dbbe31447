// Issue 5 in the browser: the document library against the real server and its
// demo seed. lisi (文档专员: documents and download only) signs in and lands on
// /library, opens the seeded multi-page PDF manual in the flipbook, turns a page
// by dragging its corner past a quarter of the page, lets a short drag fall
// back, and clicks through every zoom level back to 1. Each screen is saved
// as a screenshot under test-results/ (e2e-library-*.png).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
/** The seeded PDF manual (23 pages, CJK text) the flipbook opens. */
const MANUAL = '智联科技集团员工手册（2026年版）';
const ZOOM_LEVELS = [1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4];

async function shot(page, name, fullPage = true) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 });
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-library-${name}.png`), animations: 'disabled', fullPage });
}

async function waitForRoute(page, want) {
  await page.waitForFunction((p) => new URL(location.hash.replace(/^#/, '') || '/', 'http://app.invalid').pathname === p, want, {
    timeout: 30_000,
  });
}

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}

/** The flipbook's exposed state (data attributes of its stage). */
async function flipState(page) {
  return page.getByTestId('flipbook').evaluate((el) => ({
    page: Number(el.dataset.page),
    direction: el.dataset.direction,
    progress: Number(el.dataset.progress),
    zoom: Number(el.dataset.zoom),
    cursor: el.dataset.cursor,
    hires: el.dataset.hires === 'true',
  }));
}

/** Waits until no flip is running (the settle animation of 1000 ms at most has ended). */
async function settled(page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="flipbook"]')?.getAttribute('data-direction') === '',
    null,
    {
      timeout: 5_000,
    },
  );
}

/** Drags from near the right edge of the shown page leftwards by `share` of the page width. */
async function dragPage(page, share) {
  const image = page.locator('[data-testid="flipbook"] img').first();
  // The whole page must be on screen: the mouse only reaches what the viewport shows.
  await page.getByTestId('flipbook').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await image.boundingBox();
  assert.ok(box, '翻页书没有显示页面');
  const y = box.y + box.height * 0.8;
  const startX = box.x + box.width * 0.95;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) await page.mouse.move(startX - box.width * share * (i / steps), y);
  const during = await flipState(page);
  await page.mouse.up();
  return during;
}

describe('document library in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('lands lisi on /library and shows the home, the chronicles and the hot list', async () => {
    await withPage(browser, 'library-home', async (page, problems) => {
      await signIn(page, 'lisi');
      await waitForRoute(page, '/library');
      await page.getByRole('heading', { level: 1, name: '文档库' }).waitFor();
      await page.getByRole('region', { name: '最新文档' }).getByRole('article').first().waitFor();
      assert.ok(await page.getByRole('link', { name: '上传文档' }).isVisible());
      await shot(page, 'home');

      await page.getByRole('link', { name: /^地方志/ }).click();
      await waitForRoute(page, '/library/dfz');
      await page.locator('section[aria-label$="年"]').first().waitFor();
      await shot(page, 'dfz');

      await page.goto(`${APP}#/library/hotTopicsAndUpdate`);
      await page.getByRole('tab', { name: '热门文档' }).waitFor();
      await page.getByRole('article').first().waitFor();
      await shot(page, 'hot');
      assert.deepEqual(problems, []);
    });
  });

  it('opens the PDF manual in the flipbook: a drag past a quarter turns the page, a short one falls back, clicks step through the zoom', async () => {
    await withPage(browser, 'library-flipbook', async (page, problems) => {
      await signIn(page, 'lisi');
      await waitForRoute(page, '/library');
      await page.getByRole('textbox', { name: '搜索文档' }).fill('员工手册');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: '文档搜索结果' }).getByRole('link', { name: MANUAL }).click();
      await waitForRoute(page, '/detail');
      await page.getByRole('heading', { level: 1, name: MANUAL }).waitFor();
      const stage = page.getByTestId('flipbook');
      await stage.waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="flipbook"] img').first().waitFor({ timeout: 30_000 });
      assert.equal(await page.getByText('第 1 / 23 页').count(), 1);
      await shot(page, 'detail-pdf');

      // Past a quarter (40% of the page): the flip completes on release.
      const during = await dragPage(page, 0.4);
      assert.equal(during.direction, 'forward');
      assert.ok(during.progress > 0.25, `拖动中的进度应超过四分之一，实际 ${during.progress}`);
      assert.equal(during.cursor, 'grabbing');
      await settled(page);
      assert.equal((await flipState(page)).page, 1);
      await page.getByText('第 2 / 23 页').waitFor();

      // Under a quarter (15%): the page falls back.
      const short = await dragPage(page, 0.15);
      assert.equal(short.direction, 'forward');
      assert.ok(short.progress > 0 && short.progress < 0.25, `短拖动的进度应小于四分之一，实际 ${short.progress}`);
      await settled(page);
      assert.equal((await flipState(page)).page, 1);
      await page.getByText('第 2 / 23 页').waitFor();

      // Each click steps the zoom; the cursor shows what the next click does; the last level wraps to 1.
      await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = await stage.boundingBox();
      assert.equal((await flipState(page)).cursor, 'zoom-in');
      for (const expected of [...ZOOM_LEVELS.slice(1), 1]) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForFunction(
          (z) => Number(document.querySelector('[data-testid="flipbook"]')?.getAttribute('data-zoom')) === z,
          expected,
        );
        const state = await flipState(page);
        assert.equal(state.cursor, expected === 4 ? 'zoom-out' : 'zoom-in');
        assert.equal(state.hires, expected > 1);
        if (expected === 2) {
          await page.waitForTimeout(600);
          await shot(page, 'flipbook-zoomed', false);
        }
      }
      assert.equal((await flipState(page)).page, 1);
      assert.deepEqual(problems, []);
    });
  });

  it('shows the other previews: a workbook as sheets, a Word file as HTML, a chronicle under its heading', async () => {
    await withPage(browser, 'library-previews', async (page, problems) => {
      await signIn(page, 'lisi');
      await waitForRoute(page, '/library');
      const open = async (keyword, title) => {
        await page.goto(`${APP}#/library?keyword=${encodeURIComponent(keyword)}`);
        await page.getByRole('region', { name: '文档搜索结果' }).getByRole('link', { name: title }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
      };
      await open('差旅住宿', '差旅住宿与交通费用标准');
      await page.getByRole('tablist', { name: '工作表' }).waitFor({ timeout: 30_000 });
      await shot(page, 'detail-xlsx');

      await open('合同管理办法', '合同管理办法');
      await page.locator('section[data-preview-kind="html"] p').first().waitFor({ timeout: 30_000 });
      await shot(page, 'detail-docx');
      // The download goes through a signed attachment URL and keeps the original file name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '下载', exact: true }).click(),
      ]);
      assert.equal(download.suggestedFilename(), '合同管理办法.docx');

      await page.goto(`${APP}#/library/dfz`);
      await page.locator('section[aria-label$="年"] a').first().click();
      await waitForRoute(page, '/detailDfz');
      await page.getByRole('region', { name: '地方志' }).waitFor();
      await page.getByRole('region', { name: '文档预览' }).waitFor();
      await page.waitForTimeout(1500);
      await shot(page, 'detail-chronicle');
      assert.deepEqual(problems, []);
    });
  });
});
