// Issue 4 in the browser: one wiki entry's life against the real server and its
// demo seed — written with an image and a table, approved, read, refused to a
// reader without the wiki permission, edited, compared, rolled back, deleted
// and restored. The steps share the entry (module state) and run in file
// order; each opens its own browser context and signs in through the form.
// Runs after shell.spec.mjs (file names sort so), whose unread counts of
// zhangsan would otherwise include the approval notices made here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36);
// Unique per run: the dev server keeps entries of earlier runs.
const TITLE = `端到端验收词条 ${RUN}`;
const V1_TEXT = `客户工单应在受理后两小时内响应（测试批次 ${RUN}）。`;
const V2_TEXT = '第二版补充：节假日期间响应时限顺延至下一个工作日。';
const TABLE_CELLS = ['工单级别', '响应时限', '紧急', '两小时'];

/** What the steps hand on: the entry and zhangsan's unread counts before the approval. */
const state = { id: undefined, unread: undefined, notice: undefined };

function requireEntry() {
  assert.ok(state.id, '前面的步骤没有建成词条');
  return state.id;
}

/** A small valid PNG (RGB, blue and white squares), built here so the test needs no fixture. */
function pngBytes(size = 24) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const blue = (Math.floor(x / 6) + Math.floor(y / 6)) % 2 === 0;
      row.set(blue ? [5, 105, 255] : [255, 255, 255], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Saves what the user sees now, once images are decoded. */
async function shot(page, name, fullPage = false) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 });
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-wiki-${name}.png`), animations: 'disabled', fullPage });
}

/** Waits until the hash route's path is `want`. */
async function waitForRoute(page, want) {
  await page.waitForFunction((p) => new URL(location.hash.replace(/^#/, '') || '/', 'http://app.invalid').pathname === p, want, {
    timeout: 30_000,
  });
}

/** The hash route's search param `name`. */
async function routeParam(page, name) {
  const hash = await page.evaluate(() => location.hash);
  return new URL(hash.replace(/^#/, ''), 'http://app.invalid').searchParams.get(name);
}

/**
 * Signs in through the real form and returns the first answer of the unread
 * loop (`{unreadMessageNum, messages, tasks}`), which the shell asks for once signed in.
 */
async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  const loop = page.waitForResponse((r) => r.url().endsWith('/aikn-app/common/loop') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const body = await (await loop).json();
  assert.equal(body.code, 1);
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
  return body.data;
}

/** Opens a hash route of the SPA. */
async function open(page, route) {
  await page.goto(`${APP}#${route}`);
}

function editorBody(page) {
  return page.locator('.ProseMirror[contenteditable="true"]');
}

/** The autosave reported that the server holds the text. */
async function waitForAutosave(page) {
  await page
    .getByRole('status')
    .filter({ hasText: /^已自动保存 \d{2}:\d{2}$/ })
    .waitFor({ timeout: 30_000 });
}

/** The published entry on /detail, its header loaded. */
async function openDetail(page, id) {
  await open(page, `/detail?id=${id}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

/** Opens the version history drawer of the entry on screen. */
async function openHistory(page) {
  await page.getByRole('button', { name: '版本历史' }).click();
  const drawer = page.getByRole('dialog', { name: '版本历史' });
  await drawer.getByTestId('version-1').waitFor();
  return drawer;
}

/**
 * As admin: finds version `version` of the entry in the approval queue (its
 * page learnt from the queue answers, oldest first) and approves it.
 */
async function approve(browser, version, name) {
  await withPage(browser, `e2e-wiki-${name}-final`, async (page, problems) => {
    await signIn(page, 'admin');
    for (let p = 1; ; p += 1) {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/aikn-admin/approval/queue') && (r.request().postDataJSON()?.page ?? 1) === p,
      );
      await open(page, `/approval?page=${p}`);
      const queue = (await (await answered).json()).data;
      if (queue.list.some((i) => i.knowledgeId === state.id && i.version === version)) break;
      assert.ok(p * 10 < queue.total, `审核队列里没有《${TITLE}》第${version}版`);
    }
    await page.getByRole('heading', { name: '审核中心' }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: TITLE })
      .filter({ hasText: `第${version}版` });
    await row.waitFor();
    await shot(page, `${name}-queue`);
    await row.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '审核通过' });
    await dialog.getByText(`「${TITLE}」第${version}版，提交人 张三`).waitFor();
    await dialog.getByLabel('审核意见（选填）').fill('内容准确，同意发布。');
    await shot(page, `${name}-dialog`);
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('已审核通过，作者会收到通知').waitFor();
    await row.waitFor({ state: 'detached' });
    await shot(page, `${name}-approved`);
    assert.deepEqual(problems, []);
  });
}

describe('a wiki entry from writing to the recycle bin, in the browser', () => {
  let browser;
  let imageFile;
  before(async () => {
    browser = await launchBrowser();
    imageFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-e2e-wiki-')), '流程示意.png');
    fs.writeFileSync(imageFile, pngBytes());
  });
  after(async () => {
    await browser?.close();
    if (imageFile) fs.rmSync(path.dirname(imageFile), { recursive: true, force: true });
  });

  it('lets zhangsan write an entry with an uploaded image and a table, autosave it and submit it for approval', async () => {
    await withPage(browser, 'e2e-wiki-write-final', async (page, problems) => {
      const loop = await signIn(page, 'zhangsan');
      state.unread = loop.unreadMessageNum;
      await waitForRoute(page, '/index');
      state.notice = Number(await page.getByLabel('通知未读').textContent());

      // From the header to the wiki's home, and from there to a new entry.
      await page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '知识词条' }).click();
      await waitForRoute(page, '/wiki');
      await page.getByRole('heading', { level: 1, name: '词条知识' }).waitFor();
      await shot(page, 'home');
      await page.getByRole('link', { name: '新建词条' }).click();
      await waitForRoute(page, '/wiki/newCreate');
      await page.getByRole('heading', { name: '新建词条' }).waitFor();
      await page.getByPlaceholder('词条标题').fill(TITLE);
      const body = editorBody(page);
      await body.click();
      await page.keyboard.insertText(V1_TEXT);
      await page.keyboard.press('Enter');

      // The image goes through the toolbar's upload button and the server's image upload.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '上传图片' }).click();
      const uploaded = page.waitForResponse((r) => r.url().includes('/aikn-app/file/') && r.request().method() === 'POST');
      await (await chooser).setFiles(imageFile);
      assert.equal((await (await uploaded).json()).code, 1);
      const image = body.locator('img[data-file-id]');
      await image.waitFor();
      assert.match(await image.getAttribute('src'), /\/aikn-app\/file\/raw\/\d+\?/);

      // A 2 × 2 table after the image, filled cell by cell (Tab moves on).
      await body.press('Control+End');
      await page.getByRole('button', { name: '插入表格' }).click();
      await page.getByRole('button', { name: '插入 2 行 × 2 列表格' }).click();
      await body.locator('table').waitFor();
      for (const [i, cell] of TABLE_CELLS.entries()) {
        if (i > 0) await page.keyboard.press('Tab');
        await page.keyboard.insertText(cell);
      }
      await body.locator('td', { hasText: '两小时' }).waitFor();

      // The first save creates the entry and puts its id into the URL.
      await waitForAutosave(page);
      await page.waitForFunction(() => /[?&]id=\d+/.test(location.hash));
      state.id = Number(await routeParam(page, 'id'));
      assert.ok(state.id > 0);
      await page.getByTestId('entry-status').filter({ hasText: '草稿' }).waitFor();
      await shot(page, 'editor-draft', true);

      await page.getByRole('button', { name: '提交审核' }).click();
      await page.getByTestId('entry-status').filter({ hasText: '待审核' }).waitFor();
      await page.getByText('该版本正在审核中').waitFor();
      await page.getByRole('button', { name: '撤回审核' }).waitFor();
      await shot(page, 'editor-submitted');
      assert.deepEqual(problems, []);
    });
  });

  it('lets admin approve the entry in the approval centre', async () => {
    requireEntry();
    await approve(browser, 1, 'approve-v1');
  });

  it('shows zhangsan the published entry with its image and table, and the approval notice in his unread counts', async () => {
    const id = requireEntry();
    await withPage(browser, 'e2e-wiki-published-final', async (page, problems) => {
      const loop = await signIn(page, 'zhangsan');
      // The notice is new, so the first poll carries it as well as the higher count.
      assert.equal(loop.unreadMessageNum, state.unread + 1);
      const notice = loop.messages.find((m) => m.title === `你的词条《${TITLE}》已通过审核`);
      assert.ok(notice, `没有收到审核通过的通知：${JSON.stringify(loop.messages.map((m) => m.title))}`);
      assert.equal(notice.customType, 2);
      assert.equal(notice.link, `/detail?id=${id}`);
      await waitForRoute(page, '/index');
      await page.getByRole('button', { name: `未读消息 ${state.unread + 1} 条` }).waitFor();
      assert.equal(await page.getByLabel('通知未读').textContent(), String(state.notice + 1));
      await shot(page, 'home-notice');

      await openDetail(page, id);
      const header = page.getByRole('heading', { level: 1, name: TITLE }).locator('xpath=..');
      // A published version carries no status badge and no notice of a pending one.
      assert.equal(await header.getByText('待审核').count(), 0);
      assert.equal(await page.getByText(/第\d+版正在审核/).count(), 0);
      await page.getByText('第1版', { exact: true }).waitFor();
      await page.getByText(V1_TEXT).waitFor();
      const image = page.locator('img[data-file-id]');
      await image.waitFor();
      assert.match(await image.getAttribute('src'), /\/aikn-app\/file\/raw\/\d+\?/);
      await page.waitForFunction(() => {
        const img = document.querySelector('img[data-file-id]');
        return img instanceof HTMLImageElement && img.complete && img.naturalWidth === 24;
      });
      const table = page.getByRole('table').filter({ hasText: '工单级别' });
      await table.waitFor();
      for (const cell of TABLE_CELLS) await table.getByText(cell, { exact: true }).waitFor();
      await shot(page, 'detail-published', true);
      assert.deepEqual(problems, []);
    });
  });

  it('refuses the entry to lisi, who has no wiki permission, when he opens its URL', async () => {
    const id = requireEntry();
    await withPage(browser, 'e2e-wiki-lisi-refused-final', async (page, problems) => {
      await signIn(page, 'lisi');
      const answered = page.waitForResponse((r) => r.url().includes(`/aikn-app/wiki/detail/${id}`));
      await open(page, `/detail?id=${id}`);
      const refused = await (await answered).json();
      assert.notEqual(refused.code, 1);
      assert.equal(refused.data, null);
      await page.getByRole('heading', { name: '词条不存在或无权查看' }).waitFor();
      assert.equal(await page.getByText(TITLE).count(), 0);
      assert.equal(await page.getByText(V1_TEXT).count(), 0);
      await shot(page, 'lisi-refused');
      assert.deepEqual(problems, []);
    });
  });

  it('lets zhangsan edit the published entry and submit version 2, which admin approves', async () => {
    const id = requireEntry();
    await withPage(browser, 'e2e-wiki-edit-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await openDetail(page, id);
      await page.getByRole('button', { name: '编辑' }).click();
      await page.getByRole('heading', { name: '编辑词条' }).waitFor();
      await waitForRoute(page, '/wiki/newCreate');
      const body = editorBody(page);
      await body.getByText(V1_TEXT).click();
      await page.keyboard.press('End');
      await page.keyboard.insertText(V2_TEXT);
      await waitForAutosave(page);
      await page.getByTestId('entry-status').filter({ hasText: '草稿' }).waitFor();
      await shot(page, 'editor-v2');
      await page.getByRole('button', { name: '提交审核' }).click();
      await page.getByTestId('entry-status').filter({ hasText: '待审核' }).waitFor();

      // While version 2 waits, readers still get version 1; the author is told about the pending one.
      await openDetail(page, id);
      await page.getByText('第2版正在审核').waitFor();
      assert.equal(await page.getByText(V2_TEXT, { exact: false }).count(), 0);
      assert.deepEqual(problems, []);
    });
    await approve(browser, 2, 'approve-v2');
  });

  it('lets zhangsan compare versions 1 and 2 from the version history with the change marked', async () => {
    const id = requireEntry();
    await withPage(browser, 'e2e-wiki-compare-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await openDetail(page, id);
      await page.getByText('第2版', { exact: true }).waitFor();
      await page.getByText(V2_TEXT, { exact: false }).waitFor();
      const drawer = await openHistory(page);
      await drawer.getByTestId('version-2').getByText('已发布').waitFor();
      await drawer.getByTestId('version-1').getByText('历史版本').waitFor();
      await drawer.getByLabel('选择第1版进行对比').check();
      await drawer.getByLabel('选择第2版进行对比').check();
      await shot(page, 'history');
      await drawer.getByRole('link', { name: '对比所选版本' }).click();

      await waitForRoute(page, '/knowledge-compare');
      assert.equal(await routeParam(page, 'leftId'), String(id));
      assert.equal(await routeParam(page, 'rightId'), String(id));
      assert.equal(await routeParam(page, 'leftVersion'), '1');
      assert.equal(await routeParam(page, 'rightVersion'), '2');
      await page.getByRole('heading', { name: '知识对比' }).waitFor();
      await page
        .getByTestId('diff-stats')
        .filter({ hasText: /^修改 1 段 · 删除 0 段 · 新增 0 段$/ })
        .waitFor();
      // The added sentence is marked as an insertion on the right; nothing of version 1 is struck out.
      await page.locator('ins', { hasText: V2_TEXT }).first().waitFor();
      assert.equal(await page.locator('del').count(), 0);
      await page.getByText(`${TITLE}（未改动）`).waitFor();
      await shot(page, 'compare', true);
      assert.deepEqual(problems, []);
    });
  });

  it('lets zhangsan roll back to version 1, which goes to approval and comes back as version 3', async () => {
    const id = requireEntry();
    await withPage(browser, 'e2e-wiki-rollback-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await openDetail(page, id);
      const drawer = await openHistory(page);
      // Only the superseded version can be rolled back to.
      assert.equal(await drawer.getByTestId('version-2').getByRole('button', { name: '回滚到此版本' }).count(), 0);
      await drawer.getByTestId('version-1').getByRole('button', { name: '回滚到此版本' }).click();
      const confirm = page.getByRole('dialog', { name: '回滚到第1版？' });
      await confirm.getByText(/将以第1版的内容新建第3\s*版/).waitFor();
      await confirm.getByRole('button', { name: '确认回滚' }).click();
      // zhangsan is no approver: the rollback waits for approval.
      await drawer.getByText('已回滚：第1版的内容已作为第3版提交审核，审核通过后发布。').waitFor();
      await drawer.getByTestId('version-3').getByText('待审核').waitFor();
      await drawer.getByTestId('version-3').getByText('由第1版回滚而来').waitFor();
      await shot(page, 'rollback-submitted');
      assert.deepEqual(problems, []);
    });
    await approve(browser, 3, 'approve-v3');
    await withPage(browser, 'e2e-wiki-rolled-back-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await openDetail(page, id);
      await page.getByText('第3版', { exact: true }).waitFor();
      await page.getByText(V1_TEXT, { exact: true }).waitFor();
      assert.equal(await page.getByText(V2_TEXT, { exact: false }).count(), 0);
      // The rollback copied the whole version, image and table included.
      await page.locator('img[data-file-id]').waitFor();
      await page.getByRole('table').filter({ hasText: '工单级别' }).waitFor();
      await shot(page, 'detail-v3', true);
      assert.deepEqual(problems, []);
    });
  });

  it('lets zhangsan delete the entry, which leaves the list, and restore it from the recycle bin', async () => {
    const id = requireEntry();
    const listRoute = `/list?keyword=${encodeURIComponent(TITLE)}`;
    await withPage(browser, 'e2e-wiki-recycle-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await open(page, listRoute);
      await page.getByRole('article', { name: TITLE }).waitFor();

      await openDetail(page, id);
      await page.getByRole('button', { name: '删除' }).click();
      const confirm = page.getByRole('dialog', { name: '删除词条' });
      await confirm.getByText(`删除后「${TITLE}」将移入回收站，30天内可以恢复。确定删除吗？`).waitFor();
      await confirm.getByRole('button', { name: '确定删除' }).click();
      await waitForRoute(page, '/list');

      await open(page, listRoute);
      await page.getByText('没有符合条件的词条').waitFor();
      assert.equal(await page.getByRole('article', { name: TITLE }).count(), 0);
      await shot(page, 'list-after-delete');

      await open(page, `/wiki/recycle?keyword=${encodeURIComponent(TITLE)}`);
      const row = page.getByRole('row', { name: TITLE });
      await row.waitFor();
      await row.getByText('张三').first().waitFor();
      await shot(page, 'recycle');
      await row.getByRole('button', { name: '恢复' }).click();
      await page.getByText('没有匹配的已删除词条').waitFor();

      await open(page, listRoute);
      await page.getByRole('article', { name: TITLE }).waitFor();
      await shot(page, 'list-restored');
      // Restored with its history: still version 3.
      await openDetail(page, id);
      await page.getByText('第3版', { exact: true }).waitFor();
      assert.deepEqual(problems, []);
    });
  });
});
