import { postList } from '@contract/bbs/bbs-posts';
import { likeToggle } from '@contract/knowledge/interaction';
import { screen, waitFor, within } from '@testing-library/react';
import { articleTitles, forumPost } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';

describe('forum post lists', () => {
  it('待回答 lists unanswered questions only, with the row facts, newest first', async () => {
    await forumPost({ authorUsername: 'admin', title: '松针问题甲', minutesAgo: 3, views: 12 });
    await forumPost({ authorUsername: 'lisi', title: '松针问题乙', minutesAgo: 1, labelIds: [] });
    await forumPost({ authorUsername: 'admin', title: '松针已答问题', answerCount: 2 });
    await forumPost({ authorUsername: 'admin', kind: 'share', title: '松针分享' });
    await signInAs('zhangsan');
    const requests = captureBodies(postList);
    await renderApp(urlOf('/bbs/questions', { keyword: '松针' }));

    await waitFor(() => expect(articleTitles()).toEqual(['松针问题乙', '松针问题甲']));
    expect(requests.bodies).toContainEqual({
      page: 1,
      size: 20,
      sort: 'created',
      scope: 'all',
      unanswered: true,
      kind: 'question',
      keyword: '松针',
    });
    requests.stop();
    const row = screen.getByRole('article', { name: '松针问题甲' });
    expect(within(row).getByText('问答')).toBeTruthy();
    expect(within(row).getByText('技术交流')).toBeTruthy();
    expect(within(row).getByText('浏览 12')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '松针问题甲' }).getAttribute('href')).toMatch(
      /^\/webaikn\/#\/bbs\/post-detail\?id=\d+$/,
    );
    expect(screen.getByText('共 2 个帖子')).toBeTruthy();
  });

  it('热门 keeps kind, sort and page in the URL; Back restores the previous list', async () => {
    await forumPost({ authorUsername: 'admin', title: '榆钱问题', hotScore: 5, minutesAgo: 4 });
    await forumPost({ authorUsername: 'admin', kind: 'share', title: '榆钱分享冷', hotScore: 1, minutesAgo: 1 });
    await forumPost({ authorUsername: 'admin', kind: 'share', title: '榆钱分享热', hotScore: 9, minutesAgo: 3 });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/bbs/popular', { keyword: '榆钱' }));
    await waitFor(() => expect(articleTitles()).toEqual(['榆钱分享热', '榆钱问题', '榆钱分享冷']));

    await app.user.click(screen.getByRole('radio', { name: '分享' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '榆钱', kind: 'share' }));
    await waitFor(() => expect(articleTitles()).toEqual(['榆钱分享热', '榆钱分享冷']));

    await app.user.click(screen.getByRole('radio', { name: '最新发布' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '榆钱', kind: 'share', sort: 'created' }));
    await waitFor(() => expect(articleTitles()).toEqual(['榆钱分享冷', '榆钱分享热']));

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ keyword: '榆钱', kind: 'share' }));
    await waitFor(() => expect(articleTitles()).toEqual(['榆钱分享热', '榆钱分享冷']));
    expect((screen.getByRole('radio', { name: '热门' }) as HTMLInputElement).checked).toBe(true);
  });

  it('pages through the URL: page 2 shows the rest and the pager writes the page', async () => {
    for (let i = 0; i < 21; i++) await forumPost({ authorUsername: 'admin', title: `柳絮帖${i}`, minutesAgo: 30 - i });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/bbs/popular', { keyword: '柳絮帖', sort: 'created', page: 2 }));
    await waitFor(() => expect(articleTitles()).toEqual(['柳絮帖0']));
    await app.user.click(within(screen.getByLabelText('分页')).getByRole('button', { name: '第 1 页' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '柳絮帖', sort: 'created' }));
    await waitFor(() => expect(articleTitles()).toHaveLength(20));
  });

  it('我的帖子 shows the caller’s drafts and held posts with their state, a draft linking back to its editor', async () => {
    const draft = await forumPost({ authorUsername: 'zhangsan', title: '桦树草稿', status: 'draft', minutesAgo: 1 });
    await forumPost({ authorUsername: 'zhangsan', title: '桦树待审', state: 'held', minutesAgo: 2 });
    await forumPost({ authorUsername: 'zhangsan', kind: 'share', title: '桦树已发', minutesAgo: 3 });
    await forumPost({ authorUsername: 'admin', title: '桦树别人的' });
    await signInAs('zhangsan');
    await renderApp(urlOf('/bbs/mine/post', { keyword: '桦树' }));
    await waitFor(() => expect(articleTitles()).toEqual(['桦树草稿', '桦树待审', '桦树已发']));
    const row = screen.getByRole('article', { name: '桦树草稿' });
    expect(within(row).getByText('草稿')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '继续编辑' }).getAttribute('href')).toBe(`/webaikn/#/bbs/ask?id=${draft}`);
    expect(within(screen.getByRole('article', { name: '桦树待审' })).getByText('待审核')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '桦树已发' })).queryByText('草稿')).toBeNull();
  });

  it('我的案例 lists the caller’s cases and 我赞过的 the posts he liked', async () => {
    const caseDraft = await forumPost({ authorUsername: 'zhangsan', kind: 'case', title: '枫叶案例草稿', status: 'draft' });
    await forumPost({ authorUsername: 'zhangsan', title: '枫叶问题' });
    const liked = await forumPost({ authorUsername: 'admin', title: '枫叶被赞' });
    await forumPost({ authorUsername: 'admin', title: '枫叶未赞' });
    await callAs('zhangsan', likeToggle, { targetType: 'knowledge', targetId: liked });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/bbs/mine/case', { keyword: '枫叶' }));
    await waitFor(() => expect(articleTitles()).toEqual(['枫叶案例草稿']));
    expect(
      within(screen.getByRole('article', { name: '枫叶案例草稿' }))
        .getByRole('link', { name: '继续编辑' })
        .getAttribute('href'),
    ).toBe(`/webaikn/#/bbs/case-create?id=${caseDraft}`);
    app.router.history.push(urlOf('/bbs/mine/praise', { keyword: '枫叶' }));
    await waitFor(() => expect(articleTitles()).toEqual(['枫叶被赞']));
  });

  it('refuses members without the forum key and says so for an address the forum does not have', async () => {
    await signInAs('wangwu');
    const refused = await renderApp('/bbs/questions');
    expect(await screen.findByText('您没有内部论坛的访问权限')).toBeTruthy();
    refused.unmount();
    await signInAs('zhangsan');
    await renderApp('/bbs/no-such-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});
