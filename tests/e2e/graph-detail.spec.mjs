// Issue 15 (an entry's graph) in the browser, against the real server and its demo seed:
// zhangsan opens a wiki entry that mentions entities, reads its 知识图谱 part, follows an
// entity to /detail/chart/:name; a visitor who is not signed in opens the public picture
// of a poet (once an administrator opens the public pages and marks the poetry classes) and the public overview.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
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

/** Calls the API as the signed-in user of the page. */
function apiPost(page, apiPath, body) {
  return page.evaluate(
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
}

/** A seeded wiki entry the reader may open that mentions (or is linked to) entities. */
async function entryWithEntities(page) {
  const entries = await apiPost(page, '/aikn-app/wiki/list', { page: 1, size: 30 });
  for (const e of entries.data.list) {
    const related = await apiPost(page, '/kg-app/chart/relatedEntity', { knowledgeId: e.id });
    if (related.data.total > 0) return { id: e.id, title: e.title, entity: related.data.list[0] };
  }
  assert.fail('演示数据里没有提及实体的词条');
}

/** Waits until cytoscape has drawn into the canvas of `container`. */
async function drawn(container) {
  await container.locator('canvas').first().waitFor();
}

const shot = (page, name) => page.screenshot({ path: path.join(RESULTS_DIR, `e2e-graph-detail-${name}.png`) });

describe("an entry's graph in the browser", () => {
  let browser;
  let entity;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it("opens an entry's 知识图谱 part and follows an entity to its graph", async () => {
    await withPage(browser, 'graph-detail-entry', async (page, problems) => {
      await signIn(page, 'zhangsan');
      const entry = await entryWithEntities(page);
      entity = entry.entity;
      await page.goto(`${APP}#/detail?id=${entry.id}`);
      await page.getByRole('heading', { name: entry.title }).first().waitFor();
      const section = page.getByRole('region', { name: '知识图谱' });
      await section.scrollIntoViewIfNeeded();
      const list = section.getByRole('list', { name: '提及的实体' });
      const link = list.getByRole('link').first();
      await link.waitFor();
      await drawn(section.getByTestId('entry-graph-drawing'));
      await shot(page, 'entry-section');

      const name = (await link.textContent()).replace(/^《|》$/g, '');
      await link.click();
      await page.waitForURL((u) => decodeURIComponent(u.hash).startsWith(`#/detail/chart/${name}`));
      await page.getByRole('heading', { name }).waitFor();
      const card = page.getByRole('region', { name: '节点详情', exact: true });
      await card.waitFor();
      // The first page of neighbours has arrived (the card says 0 / 0 while it loads).
      await page.getByText(/^邻居：显示 \d+ \/ 共 [\d,]+/).waitFor();
      await card.getByRole('button', { name: /^(更多|已全部展开)$/ }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-label="节点详情"] [data-loading]'));
      await drawn(page.getByTestId('graph-canvas'));
      await shot(page, 'entity');
      // 设为起点 goes on to the path search with this entity as the start.
      await card.getByRole('button', { name: '设为起点' }).click();
      await page.waitForURL((u) => /^#\/chart\?start=\d+/.test(new URL(u).hash));
      assert.deepEqual(problems, []);
    });
  });

  it('shows the public picture of a poet to a visitor who is not signed in, once the administrator opens it', async () => {
    // Public pages are off and no class is public until an administrator says so (issue 27).
    await withPage(browser, 'graph-detail-public-admin', async (page, problems) => {
      await signIn(page, 'admin');
      const on = await apiPost(page, '/base-admin/config/update', { code: 'graph.public', value: '1' });
      assert.equal(on.code, 1, on.message);
      const classes = await page.evaluate(async () => {
        const res = await fetch('/kg-app/chart/classes', {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
        });
        return (await res.json()).data;
      });
      // The poetry classes (李白's small chart) and products (which the demo's public entries speak of: the overview).
      for (const c of classes.filter((x) => ['诗人', '诗词', '朝代', '诗集', '词牌', '产品'].includes(x.name))) {
        const r = await apiPost(page, `/kg-app/chart/class/public/${c.id}`, { isPublic: true });
        assert.equal(r.code, 1, r.message);
      }
      assert.deepEqual(problems, []);
    });
    await withPage(browser, 'graph-detail-public', async (page, problems) => {
      const name = '李白';
      await page.goto(`${APP}#/detail-small-chart/${encodeURIComponent(name)}`);
      await page.getByText('公开图谱').waitFor();
      const title = page.getByRole('heading', { level: 1 });
      assert.match(await title.textContent(), new RegExp(name));
      await drawn(page.getByTestId('public-graph'));
      await page.getByText(/显示 \d+ \/ 共 [\d,]+\+? 条关系/).waitFor();
      assert.equal(await page.getByRole('button', { name: '用户菜单' }).count(), 0);
      await shot(page, 'public-small');

      await page.goto(`${APP}#/detail-cool`);
      // The small chart's own 公开图谱 badge is still on screen until the overview replaces it.
      await page.getByRole('heading', { level: 1, name: /^知识图谱 · / }).waitFor();
      await page.getByText(/\d+ 个实体/).waitFor();
      await drawn(page.getByTestId('public-graph'));
      await shot(page, 'public-cool');
      assert.deepEqual(problems, []);
    });
  });
});
