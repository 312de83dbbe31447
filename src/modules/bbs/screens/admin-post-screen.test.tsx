import { reviewList, reviewReject } from '@contract/bbs/bbs-review';
import { grantKeys } from '@server-test/grants';
import { screen, waitFor, within } from '@testing-library/react';
import { heldPost, moderationState, report } from '@/test/bbs/community';
import { unique } from '@/test/bbs/post-flow';
import { articleTitles, forumPost } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';

const mine = (prefix: string) => articleTitles().filter((t) => t?.includes(prefix));

describe('admin/post (审核与举报)', () => {
  it('approves a held post and rejects another with a reason; both leave the queue', async () => {
    const tag = unique('待审');
    const ok = await heldPost({ authorUsername: 'zhangsan', title: `${tag}甲`, flagged: ['加微信'] });
    const bad = await heldPost({ authorUsername: 'zhangsan', title: `${tag}乙` });
    await signInAs('admin');
    const app = await renderApp('/bbs/admin/post');
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}甲`, `${tag}乙`]));
    const first = screen.getByRole('article', { name: `${tag}甲` });
    expect(within(first).getByText('加微信')).toBeTruthy();

    await app.user.click(within(first).getByRole('button', { name: `通过：${tag}甲` }));
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}乙`]));
    expect(await moderationState('post', ok)).toBe('visible');

    await app.user.click(screen.getByRole('button', { name: `驳回：${tag}乙` }));
    const dialog = await screen.findByRole('dialog', { name: '驳回内容' });
    await app.user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByText('请填写驳回原因')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '含有不当内容');
    await app.user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    expect(await moderationState('post', bad)).toBe('hidden');
  });

  it('hides a reported post, dismisses another report, and restores the hidden post from 已隐藏', async () => {
    const tag = unique('举报');
    const hideMe = await forumPost({ authorUsername: 'admin', title: `${tag}甲` });
    const keepMe = await forumPost({ authorUsername: 'admin', title: `${tag}乙` });
    await report('zhangsan', 'post', hideMe, '广告内容');
    await report('zhangsan', 'post', keepMe, '看着不对');
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/post', { tab: 'reports' }));
    await waitFor(() => expect(mine(tag).sort()).toEqual([`${tag}乙`, `${tag}甲`]));
    const row = screen.getByRole('article', { name: `${tag}甲` });
    expect(within(row).getByText(/广告内容/)).toBeTruthy();
    expect(within(row).getByText('张三')).toBeTruthy();

    await app.user.click(within(row).getByRole('button', { name: `隐藏：${tag}甲` }));
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}乙`]));
    expect(await moderationState('post', hideMe)).toBe('hidden');
    await app.user.click(screen.getByRole('button', { name: `驳回举报：${tag}乙` }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    expect(await moderationState('post', keepMe)).toBe('visible');

    await app.user.click(screen.getByRole('tab', { name: '已隐藏' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'hidden' }));
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}甲`]));
    expect(within(screen.getByRole('article', { name: `${tag}甲` })).getByText('：广告内容', { exact: false })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: `恢复：${tag}甲` }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    expect(await moderationState('post', hideMe)).toBe('visible');
  });

  it('lists a post hidden by a review rejection under 已隐藏 with its reason, and restores it', async () => {
    const tag = unique('驳回');
    const post = await heldPost({ authorUsername: 'zhangsan', title: `${tag}甲` });
    await callAs('admin', reviewReject, { targetType: 'post', targetId: post, reason: '含有联系方式' });
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/post', { tab: 'hidden' }));
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}甲`]));
    const row = screen.getByRole('article', { name: `${tag}甲` });
    expect(within(row).getByText('审核驳回')).toBeTruthy();
    expect(within(row).getByText('：含有联系方式', { exact: false })).toBeTruthy();
    await app.user.click(within(row).getByRole('button', { name: `恢复：${tag}甲` }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    expect(await moderationState('post', post)).toBe('visible');
  });

  it('keeps a flagged post (it leaves 已标记) and hides another with a reason', async () => {
    const tag = unique('标记');
    const keepMe = await heldPost({ authorUsername: 'zhangsan', title: `${tag}甲`, state: 'visible', flagged: ['回扣'] });
    const hideMe = await heldPost({ authorUsername: 'zhangsan', title: `${tag}乙`, state: 'visible', flagged: ['回扣'] });
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/post', { tab: 'flagged' }));
    await waitFor(() => expect(mine(tag).sort()).toEqual([`${tag}乙`, `${tag}甲`]));
    await app.user.click(screen.getByRole('button', { name: `保留：${tag}甲` }));
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}乙`]));
    expect(await moderationState('post', keepMe)).toBe('visible');

    await app.user.click(screen.getByRole('button', { name: `隐藏：${tag}乙` }));
    const dialog = await screen.findByRole('dialog', { name: '隐藏内容' });
    await app.user.click(within(dialog).getByRole('button', { name: '隐藏' }));
    expect(within(dialog).getByText('请填写隐藏原因')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: /隐藏原因/ }), '涉及商业贿赂');
    await app.user.click(within(dialog).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    expect(await moderationState('post', hideMe)).toBe('hidden');
  });

  it('keeps the tab and page in the URL, and Back returns to the previous tab', async () => {
    await signInAs('admin');
    const requests = captureBodies(reviewList);
    const app = await renderApp(urlOf('/bbs/admin/post', { tab: 'flagged', page: 2 }));
    expect(screen.getByRole('tab', { name: '已标记', selected: true })).toBeTruthy();
    await waitFor(() => expect(requests.bodies).toContainEqual({ queue: 'flagged', page: 2, size: 20 }));
    requests.stop();
    await app.user.click(screen.getByRole('tab', { name: '举报' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'reports' }));
    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ tab: 'flagged', page: 2 }));
    expect(screen.getByRole('tab', { name: '已标记', selected: true })).toBeTruthy();
  });

  it('opens 审核与举报 to a plate’s moderator for his plates only, and no other 管理 page', async () => {
    const tag = unique('版主');
    // zhangsan moderates 技术交流 and 新人专区 (the demo plates), not 制度问答.
    await heldPost({ authorUsername: 'admin', title: `${tag}他的版块`, plate: '技术交流' });
    await heldPost({ authorUsername: 'admin', title: `${tag}别的版块`, plate: '制度问答' });
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/admin/post');
    await waitFor(() => expect(mine(tag)).toEqual([`${tag}他的版块`]));
    const menu = screen.getByRole('navigation', { name: '内部论坛' });
    expect(within(menu).getByRole('link', { name: '审核与举报' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: '话题管理' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: `通过：${tag}他的版块` }));
    await waitFor(() => expect(mine(tag)).toEqual([]));
    app.unmount();
    await renderApp('/bbs/admin/topic');
    expect(await screen.findByText('话题管理仅对论坛管理人员开放')).toBeTruthy();
  });

  it('refuses the forum admin pages to a member who neither manages the forum nor moderates a plate', async () => {
    await grantKeys(runtime(), 'wangwu', '论坛测试-审核-wangwu', ['ROLE_BBS_DISPLAY']);
    await signInAs('wangwu');
    for (const [path, title] of [
      ['admin/post', '审核与举报'],
      ['admin/topic', '话题管理'],
      ['admin/expert', '专家管理'],
      ['admin/knowledge', '知识转化'],
      ['admin/case', '案例管理'],
    ]) {
      const app = await renderApp(`/bbs/${path}`);
      expect(await screen.findByText(`${title}仅对论坛管理人员开放`)).toBeTruthy();
      app.unmount();
    }
  });
});
