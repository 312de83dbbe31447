// Issue 14 in the browser: 李四 comments on 张三's document (李四 reads
// documents, not wiki entries); 张三's header count rises after a reload, the
// comment tab shows the comment, 查看 opens the document at the comment, and
// the count falls back.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { BASE_URL, launchBrowser, RESULTS_DIR } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36);
const COMMENT = `接口规范第三节的示例很有帮助（端到端 ${RUN}）`;

async function signIn(browser, username) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${APP}#/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });
  return { context, page };
}

/** The header bell's count ('未读消息 N 条', or none). */
async function unreadCount(page) {
  const bell = page.locator('header').getByRole('button', { name: /^(未读消息 \d+ 条|没有未读消息)$/ });
  await bell.waitFor();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/)?.[0] ?? 0);
}

async function waitForCount(page, want) {
  const until = Date.now() + 20_000;
  let seen;
  while (Date.now() < until) {
    seen = await unreadCount(page);
    if (seen === want) return;
    await page.waitForTimeout(300);
  }
  assert.equal(seen, want, '页头的未读数');
}

describe('评论消息：从评论到消息再回到评论', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it('李四评论张三的文档，张三的计数、评论页签和跳转都对得上', async () => {
    const zhang = await signIn(browser, 'zhangsan');
    await zhang.page.goto(`${APP}#/index`);
    const before = await unreadCount(zhang.page);

    const li = await signIn(browser, 'lisi');
    const docId = await li.page.evaluate(async () => {
      const res = await fetch('/aikn-app/library/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ keyword: '研发流程管理规范', page: 1, size: 1 }),
      });
      return (await res.json()).data.list[0]?.id;
    });
    assert.ok(docId, '演示数据里应有张三的《研发流程管理规范》');
    await li.page.goto(`${APP}#/detail?id=${docId}&domainId=${DOMAIN_IDS.library}`);
    await li.page.getByPlaceholder('写下你的看法，友善交流').fill(COMMENT);
    await li.page.getByRole('button', { name: '发表评论' }).click();
    await li.page.getByText(COMMENT).waitFor();
    await li.context.close();

    await zhang.page.reload();
    await waitForCount(zhang.page, before + 1);
    await zhang.page.goto(`${APP}#/message-task/comment`);
    const card = zhang.page.locator('[data-testid^="message-"]').filter({ hasText: COMMENT });
    await card.waitFor();
    await card.getByRole('link', { name: '查看' }).click();
    await zhang.page.waitForFunction(() => location.hash.startsWith('#/detail') && location.hash.includes('comment='));
    const focused = zhang.page.locator('[data-focused]').filter({ hasText: COMMENT });
    await focused.waitFor();
    assert.ok(await focused.isVisible(), '评论应滚动到视野内并高亮');
    await zhang.page.screenshot({ path: path.join(RESULTS_DIR, 'e2e-messages-comment-focused.png') });

    await zhang.page.reload();
    await waitForCount(zhang.page, before);
    await zhang.context.close();
  });
});
