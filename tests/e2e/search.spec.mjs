// Issue 6 in the browser: zhangsan searches the demo content from the header
// box, narrows the result by a domain tab, a facet and a filter (all in the
// URL), opens a result and comes back, gives feedback, and meets the empty
// state. Screenshots: the header suggestions (typed and as pinyin), the results page, the empty state.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
// Present in several demo entries (travel policy, FAQ, a cost case).
const WORD = '差旅';

async function shot(page, name) {
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-search-${name}.png`), animations: 'disabled' });
}

/** The hash route: its path and search params. */
async function route(page) {
  const hash = await page.evaluate(() => location.hash);
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  return { path: url.pathname, params: url.searchParams };
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

/** Waits for the answer of the next smart search and returns its data. */
function nextSearch(page) {
  return page
    .waitForResponse((r) => r.url().endsWith('/search-app/search/smart') && r.request().method() === 'POST')
    .then(async (r) => (await r.json()).data);
}

const resultCount = (page) => page.getByRole('status').filter({ hasText: /^共 \d+ 条结果（用时 \d+ 毫秒）$/ });

describe('search, in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('lets zhangsan search from the header, narrow by tab, facet and author, open a result, come back and give feedback', async () => {
    await withPage(browser, 'e2e-search-journey-final', async (page, problems) => {
      await signIn(page, 'zhangsan');

      // The header box suggests titles as he types.
      const box = page.getByRole('combobox', { name: '搜索' });
      await box.click();
      await box.pressSequentially(WORD, { delay: 40 });
      const suggestions = page.getByRole('listbox', { name: '搜索建议' });
      await suggestions.getByRole('group', { name: '标题' }).getByRole('option').first().waitFor();
      assert.match(await suggestions.getByRole('group', { name: '标题' }).textContent(), new RegExp(WORD));
      assert.equal(await suggestions.getByRole('group', { name: '标题' }).locator('mark').first().textContent(), WORD);
      await shot(page, 'header-suggestions');

      // Pinyin initials find the same titles, with the characters they spell marked.
      await box.fill('');
      await box.pressSequentially('clbx', { delay: 40 });
      await suggestions.getByRole('group', { name: '标题' }).locator('mark', { hasText: '差旅报销' }).first().waitFor();
      await shot(page, 'header-suggestions-pinyin');
      await box.fill('');
      await box.pressSequentially(WORD, { delay: 40 });
      await suggestions.getByRole('group', { name: '标题' }).locator('mark', { hasText: WORD }).first().waitFor();

      // Enter searches the text.
      const first = nextSearch(page);
      await box.press('Enter');
      await waitForRoute(page, '/search');
      const all = await first;
      assert.ok(all.total >= 3, `“${WORD}”应能搜到多条演示内容，实际 ${all.total} 条`);
      assert.equal((await route(page)).params.get('keyword'), WORD);
      await resultCount(page).waitFor();
      await page.locator('mark').first().waitFor();
      assert.equal(await page.locator('article mark').first().textContent(), WORD);
      await shot(page, 'results');

      // The 词条 tab, then the first year facet, then the author of the first result.
      let answered = nextSearch(page);
      await page.getByRole('tab', { name: /^词条/ }).click();
      const entries = await answered;
      assert.equal((await route(page)).params.get('domainId'), String(DOMAIN_IDS.wiki));
      assert.ok(entries.list.every((h) => h.domainId === DOMAIN_IDS.wiki));

      const year = entries.facets.years[0].value;
      answered = nextSearch(page);
      await page
        .getByRole('region', { name: '年份' })
        .getByRole('button', { name: new RegExp(`^${year}年`) })
        .click();
      const byYear = await answered;
      assert.equal((await route(page)).params.get('years'), `[${year}]`);
      assert.ok(byYear.list.every((h) => h.year === year));

      const author = byYear.list[0].author;
      await page.getByRole('combobox', { name: '作者' }).fill(author.nickname);
      answered = nextSearch(page);
      await page
        .getByRole('option', { name: new RegExp(`^${author.nickname}`) })
        .first()
        .click();
      const byAuthor = await answered;
      assert.equal((await route(page)).params.get('authorIds'), `[${author.id}]`);
      assert.ok(byAuthor.list.every((h) => h.author.id === author.id));
      await page.getByRole('group', { name: '已选条件' }).getByText(`作者：${author.nickname}`).waitFor();
      const narrowed = (await route(page)).params.toString();
      await shot(page, 'narrowed');

      // Opening a result reports the click, then shows the entry; Back returns to the same search.
      const hit = byAuthor.list[0];
      const click = page.waitForRequest((r) => r.url().endsWith('/search-app/search/click'));
      await page.getByRole('article', { name: hit.title }).getByRole('link').click();
      assert.deepEqual((await click).postDataJSON(), { searchId: byAuthor.searchId, knowledgeId: hit.id, position: 1 });
      await waitForRoute(page, '/detail');
      assert.equal((await route(page)).params.get('id'), String(hit.id));
      await page.getByRole('heading', { level: 1, name: hit.title }).waitFor();
      await page.goBack();
      await waitForRoute(page, '/search');
      assert.equal((await route(page)).params.toString(), narrowed);
      await page.getByRole('article', { name: hit.title }).waitFor();

      // Feedback on this search, with a comment.
      const feedback = page.waitForRequest((r) => r.url().endsWith('/search-app/search/feedback'));
      await page.getByRole('group', { name: '搜索反馈' }).getByRole('button', { name: '有用' }).click();
      await page.getByLabel('还有什么想告诉我们的？（选填）').fill('按作者筛选很方便');
      await shot(page, 'feedback');
      await page.getByRole('button', { name: '提交反馈' }).click();
      const sent = (await feedback).postDataJSON();
      assert.equal(sent.useful, true);
      assert.equal(sent.comment, '按作者筛选很方便');
      await page.getByText('感谢您的反馈！').waitFor();
      assert.deepEqual(problems, []);
    });
  });

  it('shows a clear empty state with what to try when nothing matches', async () => {
    await withPage(browser, 'e2e-search-empty-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      const none = `${WORD}火星殖民计划书`;
      await page.goto(`${APP}#/search?keyword=${encodeURIComponent(none)}`);
      await page.getByText(`没有找到与“${none}”相关的结果`).waitFor();
      await page.getByText('检查关键词是否有错别字').waitFor();
      // The words of the keyword that do find something alone are offered.
      const words = page.getByRole('group', { name: '只搜其中的词' });
      await words.getByRole('button', { name: new RegExp(`^${WORD}（\\d+）$`) }).waitFor();
      await shot(page, 'empty');
      assert.deepEqual(problems, []);
    });
  });
});
