import { answerSave, vote } from '@contract/bbs/bbs-answers';
import { commentAdd } from '@contract/knowledge/interaction';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { articleTitles, forumPost } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const nickname = async (username: string) =>
  (await runtime().deps.db.execute<{ nickname: string }>(sql`select nickname from users where username = ${username}`)).rows[0]
    .nickname;

describe('赞同 (agree)', () => {
  it('shows what the caller agreed with, and on the second tab (in the URL) who agreed with his writing', async () => {
    const liked = await forumPost({ authorUsername: 'admin', title: '紫藤被赞同的帖子' });
    const asked = await forumPost({ authorUsername: 'admin', title: '紫藤的问题' });
    const mine = await callAs<{ id: number }>('zhangsan', answerSave, { postId: asked, content: '<p>紫藤的好回答</p>' });
    await callAs('zhangsan', vote, { targetType: 'post', targetId: liked, value: 1 });
    await callAs('admin', vote, { targetType: 'answer', targetId: mine.id, value: 1 });
    const admin = await nickname('admin');
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/agree');

    await waitFor(() => expect(articleTitles()).toContain('紫藤被赞同的帖子'));
    expect(articleTitles()).not.toContain('紫藤的问题');
    const given = screen.getByRole('article', { name: '紫藤被赞同的帖子' });
    expect(given.textContent).toContain(`赞同了 ${admin} 的帖子`);
    expect(within(given).getByRole('link', { name: '紫藤被赞同的帖子' }).getAttribute('href')).toBe(
      `/webaikn/#/bbs/post-detail?id=${liked}`,
    );

    await app.user.click(screen.getByRole('tab', { name: '收到的赞同' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'received' }));
    await waitFor(() => expect(articleTitles()).toContain('紫藤的问题'));
    const received = screen.getByRole('article', { name: '紫藤的问题' });
    expect(received.textContent).toContain(`${admin} 赞同了你的回答`);
    expect(within(received).getByText('紫藤的好回答')).toBeTruthy();

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({}));
    await waitFor(() => expect(articleTitles()).toContain('紫藤被赞同的帖子'));
    expect(screen.getByRole('tab', { name: '我赞同的' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('评论 (comment)', () => {
  it('shows comments others wrote on the caller’s posts, and on 我的评论 (in the URL) his own, each linking to its post', async () => {
    const own = await forumPost({ authorUsername: 'zhangsan', title: '芍药我的帖子' });
    const others = await forumPost({ authorUsername: 'admin', title: '芍药别人的帖子' });
    const got = await callAs<{ id: number }>('admin', commentAdd, { knowledgeId: own, content: '芍药写得真好' });
    await callAs('zhangsan', commentAdd, { knowledgeId: others, content: '芍药我来评论' });
    const admin = await nickname('admin');
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/comment');

    await waitFor(() => expect(articleTitles()).toContain('芍药我的帖子'));
    expect(articleTitles()).not.toContain('芍药别人的帖子');
    const row = screen.getByRole('article', { name: '芍药我的帖子' });
    expect(row.textContent).toContain(`${admin} 评论了你的帖子`);
    expect(within(row).getByText('芍药写得真好')).toBeTruthy();
    // A comment on the post opens the post scrolled to the comment, as comment messages do.
    expect(within(row).getByRole('link', { name: '芍药我的帖子' }).getAttribute('href')).toBe(
      `/webaikn/#/bbs/post-detail?id=${own}&comment=${got.id}`,
    );

    await app.user.click(screen.getByRole('tab', { name: '我的评论' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'given' }));
    await waitFor(() => expect(articleTitles()).toContain('芍药别人的帖子'));
    expect(articleTitles()).not.toContain('芍药我的帖子');
    expect(within(screen.getByRole('article', { name: '芍药别人的帖子' })).getByText('芍药我来评论')).toBeTruthy();
    app.unmount();

    // The tab comes back from the address.
    await renderApp('/bbs/comment?tab=given');
    await waitFor(() => expect(articleTitles()).toContain('芍药别人的帖子'));
    expect(screen.getByRole('tab', { name: '我的评论' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is refused to members without the forum key', async () => {
    await signInAs('wangwu');
    await renderApp('/bbs/comment');
    expect(await screen.findByText('您没有内部论坛的访问权限')).toBeTruthy();
  });
});
