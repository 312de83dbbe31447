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
  // A zoomed page's first high-resolution drawing took 13 s on a busy two-core machine.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 });
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

/**
 * Waits until the stage's pages have been drawn: an image still loading has no
 * size to drag across. A cold server draws each page on demand (1–4 s apiece
 * on a busy machine, longer while the thumbnail strip asks for its pages too).
 */
async function pagesDrawn(page) {
  await page.waitForFunction(
    () => {
      const images = [...document.querySelectorAll('[data-testid="flipbook"] img')];
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    null,
    { timeout: 60_000 },
  );
}

/** Drags from near the right edge of the shown page (in a spread the right one) leftwards by `share` of the page width. */
async function dragPage(page, share, image = page.locator('[data-testid="flipbook"] img').first()) {
  await pagesDrawn(page);
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

/** Signs lisi in and opens the PDF manual's flipbook, its first page shown. */
async function openManual(page) {
  await signIn(page, 'lisi');
  await waitForRoute(page, '/library');
  await page.goto(`${APP}#/library?keyword=${encodeURIComponent('员工手册')}`);
  await page.getByRole('region', { name: '文档搜索结果' }).getByRole('link', { name: MANUAL }).click();
  await page.getByRole('heading', { level: 1, name: MANUAL }).waitFor();
  await page.locator('[data-testid="flipbook"] img').first().waitFor({ timeout: 30_000 });
  await page.getByText('第 1 / 23 页').waitFor();
}

/** A screenshot of the screen as it is, once the stage's pages (not the lazy thumbnails) have loaded. */
async function stageShot(page, name) {
  await pagesDrawn(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-library-${name}.png`) });
}

/** Waits until the flipbook's stage says `name` is `value` (its data attributes). */
async function stageSays(page, name, value) {
  await page.waitForFunction(
    ([n, v]) => document.querySelector('[data-testid="flipbook"]')?.getAttribute(`data-${n}`) === v,
    [name, value],
    { timeout: 10_000 },
  );
}

/** Real touch input through Chromium's input pipeline (CDP): fingers, not a mouse. */
async function fingers(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const send = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  /** Moves every finger from `from` to `to` (lists of [x, y]) in steps, pressed down first and lifted after. */
  return async (from, to, steps = 10) => {
    await send('touchStart', from);
    for (let i = 1; i <= steps; i += 1) {
      await send(
        'touchMove',
        from.map(([x, y], f) => [x + ((to[f][0] - x) * i) / steps, y + ((to[f][1] - y) * i) / steps]),
      );
      await page.waitForTimeout(16);
    }
    await send('touchEnd', []);
  };
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

  it('gives the flipbook the controls of a document viewer: buttons, keys, drags, fit to width, thumbnails, two pages; swipes and pinches on a phone', async () => {
    await withPage(browser, 'library-flipbook-controls', async (page, problems) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openManual(page);
      const stage = page.getByTestId('flipbook');
      const level = page.getByTestId('flipbook-zoom');
      await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));

      // Zoom buttons and the +/− keys; a click on the page steps the zoom too.
      await page.getByRole('button', { name: '放大' }).click();
      assert.equal(await level.textContent(), '120%');
      await page.getByRole('button', { name: '缩小' }).click();
      assert.equal(await level.textContent(), '100%');
      await stage.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      assert.equal(await level.textContent(), '150%');
      await page.keyboard.press('-');
      await page.keyboard.press('-');
      assert.equal(await level.textContent(), '100%');
      const box = await stage.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(await level.textContent(), '120%');
      await page.getByRole('button', { name: '缩小' }).click();

      // Keys: End, Home, then the arrow turns the page.
      await stage.focus();
      await page.keyboard.press('End');
      await page.getByText('第 23 / 23 页').waitFor();
      await page.keyboard.press('Home');
      await page.getByText('第 1 / 23 页').waitFor();
      await page.keyboard.press('ArrowRight');
      await settled(page);
      await page.getByText('第 2 / 23 页').waitFor();

      // A mouse drag past a quarter of the page turns it.
      await dragPage(page, 0.45);
      await settled(page);
      await page.getByText('第 3 / 23 页').waitFor();

      // Fit to width: the page fills the stage's width, read from its top; the wheel moves down it; pressed again, back to 100%.
      const fit = page.getByRole('button', { name: '适应宽度' });
      await fit.click();
      await stageSays(page, 'fit', 'true');
      assert.equal(await fit.getAttribute('aria-pressed'), 'true');
      const fitted = Number(await stage.getAttribute('data-zoom'));
      assert.ok(fitted > 1.5 && fitted <= 4, `适应宽度后的缩放应大于 150%，实际 ${fitted}`);
      assert.equal(await level.textContent(), `${Math.round(fitted * 100)}%`);
      await page.waitForTimeout(700); // the zoom's 500 ms transition
      const pageBox = await page.locator('[data-testid="flipbook"] img').first().boundingBox();
      const stageBox = await stage.boundingBox();
      assert.ok(Math.abs(pageBox.width - (stageBox.width - 32)) < 4, `页面宽 ${pageBox.width}，舞台内宽 ${stageBox.width - 32}`);
      assert.ok(Math.abs(pageBox.y - stageBox.y) < 4, `适应宽度应从页面顶端显示：页面顶 ${pageBox.y}，舞台顶 ${stageBox.y}`);
      await stageShot(page, 'flipbook-fit-1440');
      const [, topPan] = (await stage.getAttribute('data-pan')).split(',').map(Number);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(
        (top) => Number(document.querySelector('[data-testid="flipbook"]')?.getAttribute('data-pan')?.split(',')[1]) < top,
        topPan,
      );
      await fit.click();
      await stageSays(page, 'zoom', '1');
      assert.equal(await level.textContent(), '100%');

      // Thumbnails: lazy images, the current page marked, a click goes to its page.
      await page.getByRole('button', { name: '缩略图' }).click();
      const strip = page.getByRole('navigation', { name: '页面缩略图' });
      await strip.waitFor();
      assert.equal(await strip.getByRole('button').count(), 23);
      assert.equal(await strip.locator('img[loading="lazy"]').count(), 23);
      assert.equal(await strip.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current'), 'page');
      await strip.getByRole('button', { name: '第 10 页' }).click();
      await page.getByText('第 10 / 23 页').waitFor();
      assert.equal(await strip.getByRole('button', { name: '第 10 页' }).getAttribute('aria-current'), 'page');
      assert.equal(await strip.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current'), null);

      // Two pages side by side: page 10 shows with its pair 9–10; the next button and a drag turn two pages.
      await page.getByRole('radiogroup', { name: '页面布局' }).getByText('双页', { exact: true }).click();
      await stageSays(page, 'spread', 'true');
      await page.getByText('第 9–10 / 23 页').waitFor();
      await pagesDrawn(page);
      assert.equal(await page.locator('[data-testid="flipbook"] img').count(), 2);
      await page.getByRole('button', { name: '下一页' }).click();
      await settled(page);
      await page.getByText('第 11–12 / 23 页').waitFor();
      const turning = await dragPage(page, 0.6, page.locator('[data-testid="flipbook"] img').last());
      assert.equal(turning.direction, 'forward');
      await settled(page);
      await page.getByText('第 13–14 / 23 页').waitFor();
      for (const n of ['第 13 页', '第 14 页'])
        assert.equal(await strip.getByRole('button', { name: n }).getAttribute('aria-current'), 'page');
      await stage.focus();
      await page.keyboard.press('ArrowLeft');
      await settled(page);
      await page.getByText('第 11–12 / 23 页').waitFor();
      await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await stageShot(page, 'flipbook-spread-1440');

      // A phone: no two-page view (the spread falls back to one page); a swipe turns the page, two fingers zoom.
      await page.setViewportSize({ width: 390, height: 844 });
      await stageSays(page, 'spread', 'false');
      assert.equal(await page.getByRole('radiogroup', { name: '页面布局' }).count(), 0);
      await page.getByText('第 11 / 23 页').waitFor();
      await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => {
        window.__pointerTypes = [];
        document.addEventListener('pointerdown', (e) => window.__pointerTypes.push(e.pointerType), true);
      });
      const touch = await fingers(page);
      await pagesDrawn(page);
      const shown = await page.locator('[data-testid="flipbook"] img').first().boundingBox();
      const midY = shown.y + shown.height / 2;
      await touch([[shown.x + shown.width * 0.9, midY]], [[shown.x + shown.width * 0.3, midY]]);
      await settled(page);
      await page.getByText('第 12 / 23 页').waitFor();
      const midX = shown.x + shown.width / 2;
      await touch(
        [
          [midX - 30, midY],
          [midX + 30, midY],
        ],
        [
          [midX - 90, midY],
          [midX + 90, midY],
        ],
      );
      const pinched = Number(await stage.getAttribute('data-zoom'));
      assert.ok(pinched > 2.5 && pinched <= 4, `双指张开到三倍距离，缩放应约为 300%，实际 ${pinched}`);
      assert.equal(await level.textContent(), `${Math.round(pinched * 100)}%`);
      await page.getByText('第 12 / 23 页').waitFor();
      assert.ok(
        (await page.evaluate(() => window.__pointerTypes)).every((t) => t === 'touch'),
        '手指操作应产生 touch 类型的指针事件',
      );
      await stageShot(page, 'flipbook-pinched-390');
      // Back out one level at a time to 100%, where 缩小 stops.
      const zoomOut = page.getByRole('button', { name: '缩小' });
      for (let i = 0; i < 8 && !(await zoomOut.isDisabled()); i += 1) await zoomOut.click();
      await stageSays(page, 'zoom', '1');
      await strip.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await stageShot(page, 'flipbook-thumbnails-390');
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
