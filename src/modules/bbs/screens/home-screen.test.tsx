import { plateFollow } from '@contract/bbs/bbs-plates';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@/shared/lib/datetime';
import { forumPost, plateIdOf } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';

const block = (name: string) => screen.findByRole('region', { name });
const titlesIn = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('forum home (/bbs/home)', () => {
  it('shows hot, newest and unanswered posts, the counts, the ways to post, and a hint before following a plate', async () => {
    await forumPost({ authorUsername: 'admin', title: '晨曦热帖', hotScore: 50, answerCount: 3, minutesAgo: 30 });
    await forumPost({ authorUsername: 'admin', title: '晨曦待答', minutesAgo: 10 });
    await forumPost({ authorUsername: 'admin', kind: 'share', title: '晨曦新分享', minutesAgo: 1, plate: '产品与设计' });
    await signInAs('zhangsan');
    await renderApp('/bbs/home');

    const hot = await block('热门帖子');
    await waitFor(() => expect(titlesIn(hot)[0]).toBe('晨曦热帖'));
    expect(within(hot).getByText(/3 回答/)).toBeTruthy();
    expect(titlesIn(await block('最新帖子')).slice(0, 3)).toEqual(['晨曦新分享', '晨曦待答', '晨曦热帖']);
    expect(titlesIn(await block('待回答'))).toEqual(['晨曦待答']);
    expect(within(await block('我关注的')).getByText(/还没有关注版块/)).toBeTruthy();
    // 今日 is the company's day: just after midnight in Shanghai a post from 30 minutes ago is yesterday's.
    const today = [30, 10, 1].filter((m) => formatDate(Date.now() - m * 60_000) === formatDate(Date.now())).length;
    expect(screen.getByText(`共 3 个帖子、0 个回答，今日新增 ${today} 个帖子`)).toBeTruthy();
    const write = screen.getByRole('group', { name: '发帖' });
    expect(within(write).getByRole('link', { name: '提问' }).getAttribute('href')).toBe('/webaikn/#/bbs/ask');
    expect(within(write).getByRole('link', { name: '发分享' }).getAttribute('href')).toBe('/webaikn/#/bbs/ask?kind=share');
    expect(within(write).getByRole('link', { name: '写案例' }).getAttribute('href')).toBe('/webaikn/#/bbs/case-create');
    expect(within(await block('本周专家')).getByText('本周还没有专家回答')).toBeTruthy();
  });

  it('follows a plate from the plate list and then lists its posts under 我关注的', async () => {
    await forumPost({ authorUsername: 'admin', title: '暮光人事帖', plate: '人力与行政' });
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/home');
    const plates = await block('版块');
    await app.user.click(await within(plates).findByRole('button', { name: '关注“人力与行政”' }));
    await waitFor(() => expect(titlesIn(screen.getByRole('region', { name: '我关注的' }))).toEqual(['暮光人事帖']));
    expect(within(plates).getByRole('button', { name: '取消关注“人力与行政”' })).toBeTruthy();
    await callAs('zhangsan', plateFollow, { plateId: await plateIdOf('人力与行政'), follow: false });
  });

  it('/bbs opens the home; the header entry 内部论坛 leads there and stays active on the forum and /case', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs');
    expect(await block('热门帖子')).toBeTruthy();
    const entry = () => within(screen.getByRole('navigation', { name: '模块导航' })).getByRole('link', { name: '内部论坛' });
    expect(entry().getAttribute('href')).toBe('/bbs/home');
    expect(entry().hasAttribute('data-active')).toBe(true);
    app.router.history.push('/case');
    await screen.findByRole('heading', { name: '案例库' });
    expect(entry().hasAttribute('data-active')).toBe(true);
    app.router.history.push('/wiki');
    await waitFor(() => expect(entry().hasAttribute('data-active')).toBe(false));
  });

  it('home?plateId= is the plate’s page: its facts and its posts only, filtered in the URL', async () => {
    await forumPost({ authorUsername: 'admin', title: '星河财务问', plate: '财务与合规', minutesAgo: 2 });
    await forumPost({ authorUsername: 'admin', kind: 'share', title: '星河财务享', plate: '财务与合规', minutesAgo: 1 });
    await forumPost({ authorUsername: 'admin', title: '星河别的版块', plate: '新人专区' });
    await signInAs('zhangsan');
    const app = await renderApp(`/bbs/home?plateId=${await plateIdOf('财务与合规')}`);
    const facts = await screen.findByRole('region', { name: '版块信息' });
    expect(within(facts).getByText('财务与合规')).toBeTruthy();
    expect(within(facts).getByText(/版主：/)).toBeTruthy();
    await waitFor(() => expect(articleTitles()).toEqual(['星河财务享', '星河财务问']));
    await app.user.click(screen.getByRole('radio', { name: '问答' }));
    await waitFor(() => expect(app.search()).toMatchObject({ kind: 'question' }));
    await waitFor(() => expect(articleTitles()).toEqual(['星河财务问']));
  });
});

const articleTitles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
