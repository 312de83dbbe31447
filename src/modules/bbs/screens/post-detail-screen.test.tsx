import { postSave } from '@contract/bbs/bbs-posts';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, joinForum, plateId, question, stubLayout, typeInto, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { clickWhenReady } from '@/test/click-when-ready';
import { renderApp, signInAs } from '@/test/render-app';

beforeAll(async () => {
  stubLayout();
  await joinForum('detail');
});

const answerOf = (nickname: string) => screen.findByRole('article', { name: `${nickname}的回答` });
/** A change goes to the server and the post and its answers load again: the shared machine may be slow. */
const AFTER_WRITE = { timeout: 10_000 };

describe('post detail', () => {
  it('lets the asker accept an answer and take the acceptance back', async () => {
    const post = await question('lisi', unique('报销单据丢了怎么办'));
    await answer('zhangsan', post.id, '<p>补开发票并写情况说明。</p>');
    await signInAs('lisi');
    const app = await renderApp(`/bbs/post-detail?id=${post.id}`);
    // The page has one answer: its buttons and badge are the page's (a refetch may render the card anew).
    await answerOf('张三');
    await app.user.click(screen.getByRole('button', { name: '采纳' }));
    expect(await screen.findByText('已采纳', undefined, AFTER_WRITE)).toBeTruthy();
    await clickWhenReady(app.user, () => screen.getByRole('button', { name: '取消采纳' }), AFTER_WRITE);
    await waitFor(() => expect(screen.queryByText('已采纳')).toBeNull(), AFTER_WRITE);
    expect(await screen.findByRole('button', { name: '采纳' }, AFTER_WRITE)).toBeTruthy();
  }, 40_000);

  it('counts a vote on the post and on an answer, and withdraws it on a second press', async () => {
    const post = await question('lisi', unique('打印机怎么连'));
    await answer('zhangsan', post.id, '<p>在设置里添加网络打印机。</p>');
    await signInAs('wangwu');
    const app = await renderApp(`/bbs/post-detail?id=${post.id}`);
    const postVotes = await screen.findByLabelText('帖子投票');
    await app.user.click(within(postVotes).getByRole('button', { name: /^赞同/ }));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('帖子投票')).getByRole('button', { name: '赞同（得票 1）' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    // The answer's card is looked up afresh each time: a refetch may render it anew.
    const inAnswer = async (name: string) => within(await answerOf('张三')).getByRole('button', { name });
    await app.user.click(await inAnswer('反对'));
    await waitFor(async () => expect((await inAnswer('反对')).getAttribute('aria-pressed')).toBe('true'), AFTER_WRITE);
    expect(await inAnswer('赞同（得票 -1）')).toBeTruthy();
    await clickWhenReady(app.user, () => inAnswer('反对'), AFTER_WRITE);
    await waitFor(async () => expect(await inAnswer('赞同（得票 0）')).toBeTruthy(), AFTER_WRITE);
  }, 40_000);

  it('keeps the answers’ order and page in the URL', async () => {
    const post = await question('lisi', unique('会议室怎么预订'));
    await answer('zhangsan', post.id, '<p>在行政系统预订。</p>');
    await signInAs('lisi');
    const app = await renderApp(`/bbs/post-detail?id=${post.id}`);
    await answerOf('张三');
    await app.user.click(screen.getByRole('radio', { name: '按时间' }));
    await waitFor(() => expect(app.search()).toMatchObject({ id: post.id, sort: 'time' }));
    await app.user.click(screen.getByRole('radio', { name: '按得票' }));
    await waitFor(() => expect(app.search()).not.toHaveProperty('sort'));
  }, 30_000);

  it('shows a case’s parts under their headings with region and product', async () => {
    const title = unique('仓库盘点差异复盘');
    const c = await callAs<{ id: number }>('zhangsan', postSave, {
      kind: 'case',
      plateId: await plateId('案例分享'),
      title,
      content: '<p>一次盘点差异的处理过程。</p>',
      case: {
        background: '<p>年底盘点</p>',
        problem: '<p>账实不符</p>',
        analysis: '<p>出库未登记</p>',
        solution: '<p>扫码出库</p>',
        result: '<p>差异归零</p>',
      },
      region: '华东',
      product: '仓储系统',
    });
    await signInAs('lisi');
    await renderApp(`/bbs/post-detail?id=${c.id}`);
    for (const [heading, text] of [
      ['案例背景', '年底盘点'],
      ['问题描述', '账实不符'],
      ['原因分析', '出库未登记'],
      ['解决方案', '扫码出库'],
      ['实施效果', '差异归零'],
    ]) {
      const part = await screen.findByRole('region', { name: heading });
      expect(within(part).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('地区：华东')).toBeTruthy();
    expect(screen.getByText('产品：仓储系统')).toBeTruthy();
  }, 30_000);

  it('publishes an answer written in the editor', async () => {
    const post = await question('lisi', unique('工牌丢了找谁'));
    await signInAs('zhangsan');
    const app = await renderApp(`/bbs/post-detail?id=${post.id}`);
    await typeInto('写回答', '<p>找行政部补办。</p>');
    await app.user.click(screen.getByRole('button', { name: '发布回答' }));
    const card = await screen.findByRole('article', { name: '张三的回答' }, AFTER_WRITE);
    expect(within(card).getByText('找行政部补办。')).toBeTruthy();
  }, 30_000);
});
