// Issue 18 (internal forum) in the browser: 李四 asks a question and sees the
// similar questions already asked while typing the title; 张三 answers; 李四
// accepts the answer; admin turns it into a wiki draft, approves it in the
// approval centre, and the entry is found by search. A post with a blocked
// word is refused with the word named, and a case written in the forum is
// found in the case library.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36).slice(-5);
const TITLE = `数据库连接池耗尽怎么排查${RUN}`;
const CASE_TITLE = `成都仓储系统月末对账差异案例${RUN}`;
const state = { postId: 0, wikiId: 0 };

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });
}

const open = (page, route) => page.goto(`${APP}#${route}`);
const shot = (page, name) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `e2e-forum-${name}.png`), fullPage: true, animations: 'disabled' });

/** The rich-text field named `label` (tiptap's editable area carries the label). */
async function typeRich(page, label, text) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text, { delay: 10 });
}

async function choosePlate(page, name) {
  await page.getByRole('combobox', { name: '版块' }).click();
  await page.getByRole('option', { name: new RegExp(`${name}$`) }).click();
}

describe('内部论坛', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it('李四提问时看到相似问题，发布后张三回答，李四采纳', async () => {
    await withPage(browser, 'e2e-forum-ask-final', async (page, problems) => {
      await signIn(page, 'lisi');
      await page.locator('header').getByRole('link', { name: '内部论坛' }).click();
      await page.getByRole('heading', { name: '内部论坛' }).first().waitFor();
      await page.getByRole('link', { name: '提问', exact: true }).first().click();
      await page.getByRole('textbox', { name: /^标题/ }).waitFor();

      // Similar questions appear while the title is typed (the seed asked about 连接池 before).
      await page.getByRole('textbox', { name: /^标题/ }).pressSequentially('数据库连接池耗尽', { delay: 40 });
      const similar = page.getByRole('region', { name: '已有相似问题' });
      await similar.getByRole('link').first().waitFor();
      assert.match(await similar.textContent(), /连接池/);
      await shot(page, 'ask-similar');

      await page.getByRole('textbox', { name: /^标题/ }).fill(TITLE);
      await choosePlate(page, '后端与数据库');
      await typeRich(page, '问题描述', '高峰期接口报错，日志提示连接池已满，应该从哪里查起？');
      const saved = page.waitForResponse((r) => r.url().endsWith('/bbs-app/post/save') && !r.request().postDataJSON()?.draft);
      await page.getByRole('button', { name: '发布问题' }).click();
      state.postId = (await (await saved).json()).data.id;
      await page.getByRole('heading', { name: TITLE }).waitFor();
      assert.match(page.url(), new RegExp(`post-detail\\?id=${state.postId}`));
      await shot(page, 'question');
      assert.deepEqual(problems, []);
    });

    await withPage(browser, 'e2e-forum-answer-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await open(page, `/bbs/post-detail?id=${state.postId}`);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await typeRich(page, '写回答', '先查 pg_stat_activity 里长时间空闲的事务连接，再看连接池的最大连接数。');
      await page.getByRole('button', { name: '发布回答' }).click();
      await page.getByRole('region', { name: '回答' }).getByText('pg_stat_activity').waitFor();
      await shot(page, 'answered');
      assert.deepEqual(problems, []);
    });

    await withPage(browser, 'e2e-forum-accept-final', async (page, problems) => {
      await signIn(page, 'lisi');
      await open(page, `/bbs/post-detail?id=${state.postId}`);
      const answers = page.getByRole('region', { name: '回答' });
      await answers.getByText('pg_stat_activity').waitFor();
      await answers.getByRole('button', { name: '采纳', exact: true }).click();
      await answers.getByText('已采纳', { exact: true }).waitFor();
      await shot(page, 'accepted');
      assert.deepEqual(problems, []);
    });
  });

  it('管理员把采纳的回答转为词条、审核通过，词条能被搜索到', async () => {
    await withPage(browser, 'e2e-forum-knowledge-final', async (page, problems) => {
      await signIn(page, 'admin');
      await open(page, `/bbs/post-detail?id=${state.postId}`);
      const answers = page.getByRole('region', { name: '回答' });
      await answers.getByText('已采纳', { exact: true }).waitFor();
      const converted = page.waitForResponse((r) => r.url().endsWith('/bbs-app/admin/toKnowledge'));
      await answers.getByRole('button', { name: '转为知识' }).click();
      state.wikiId = (await (await converted).json()).data.wikiId;
      assert.ok(state.wikiId > 0);
      await page
        .getByRole('link', { name: `查看词条 #${state.wikiId}` })
        .first()
        .waitFor();
      await shot(page, 'converted');

      // The draft waits in the approval centre under 张三, the answer's author.
      for (let p = 1; ; p += 1) {
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/aikn-admin/approval/queue') && (r.request().postDataJSON()?.page ?? 1) === p,
        );
        await open(page, `/approval?page=${p}`);
        const queue = (await (await answered).json()).data;
        if (queue.list.some((i) => i.knowledgeId === state.wikiId)) break;
        assert.ok(p * 10 < queue.total, `审核队列里没有《${TITLE}》`);
      }
      const row = page.getByRole('row').filter({ hasText: TITLE });
      await row.waitFor();
      await row.getByRole('button', { name: '通过', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '审核通过' });
      await dialog.getByText('提交人 张三').waitFor();
      await dialog.getByRole('button', { name: '确认通过' }).click();
      await page.getByText('已审核通过，作者会收到通知').waitFor();

      // Found by search, as a wiki entry.
      const box = page.getByRole('combobox', { name: '搜索' });
      await box.fill(TITLE);
      await box.press('Enter');
      await page.waitForURL(/#\/search/);
      await page.getByRole('article', { name: TITLE }).first().waitFor();
      const entries = page.waitForResponse(
        (r) => r.url().endsWith('/search-app/search/smart') && JSON.stringify(r.request().postDataJSON()).includes('domainId'),
      );
      await page.getByRole('tab', { name: /^词条/ }).click();
      const hits = (await (await entries).json()).data.list;
      assert.ok(
        hits.some((h) => h.id === state.wikiId && h.title === TITLE),
        '词条页签里应有转来的词条',
      );
      await page.getByRole('article', { name: TITLE }).waitFor();
      await shot(page, 'found');
      assert.deepEqual(problems, []);
    });

    // 张三 is told his answer became an entry, and reads it (the shell spec counts his seeded unread messages).
    await withPage(browser, 'e2e-forum-notified-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      const notices = await page.evaluate(async () => {
        const call = (path, body) =>
          fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
            body: JSON.stringify(body),
          }).then((r) => r.json());
        return (await call('/aikn-app/message/list', { group: 'notice', unreadOnly: true, page: 1, size: 50 })).data.list;
      });
      const mine = notices.filter((m) => (m.link ?? '').includes(`id=${state.wikiId}`));
      assert.ok(mine.length > 0, '张三应收到词条审核通过的通知');
      const read = await page.evaluate(
        async (ids) =>
          (
            await fetch('/aikn-app/message/read', {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
              body: JSON.stringify({ ids }),
            }).then((r) => r.json())
          ).data.updated,
        mine.map((m) => m.id),
      );
      assert.equal(read, mine.length);
      assert.deepEqual(problems, []);
    });
  });

  it('含禁用词的帖子被拒绝并指出该词；写的案例出现在案例库', async () => {
    await withPage(browser, 'e2e-forum-case-final', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await open(page, '/bbs/ask?kind=share');
      await page.getByRole('textbox', { name: /^标题/ }).fill(`分享一份内部绝密资料${RUN}`);
      await choosePlate(page, '技术交流');
      await typeRich(page, '正文', '请大家查收。');
      await page.getByRole('button', { name: '发布', exact: true }).click();
      await page
        .getByText(/内容包含不允许的词语：.*内部绝密/)
        .first()
        .waitFor();
      await shot(page, 'blocked');

      await open(page, '/bbs/case-create');
      // The ask form stays on screen until the case form's route has loaded: typing before would fill the old form.
      await page.getByRole('heading', { name: '写案例' }).waitFor();
      await page.getByRole('textbox', { name: /^标题/ }).fill(CASE_TITLE);
      await choosePlate(page, '案例分享');
      await typeRich(page, '案例概述', '月末盘点发现系统库存与实物不一致。');
      await typeRich(page, '案例背景', '成都仓库月末盘点。');
      await typeRich(page, '解决方案', '补录差异单据并增加每日自动对账。');
      await page.getByRole('textbox', { name: '地区' }).fill('成都');
      await page.getByRole('textbox', { name: '产品' }).fill('仓储系统');
      await page.getByRole('button', { name: '发布案例' }).click();
      await page.getByRole('heading', { name: CASE_TITLE }).waitFor();

      await open(page, '/case');
      await page.getByRole('textbox', { name: '关键词' }).fill(CASE_TITLE);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: CASE_TITLE }).waitFor();
      await shot(page, 'case-library');
      assert.deepEqual(problems, []);
    });
  });
});
