import { answerSave } from '@contract/bbs/bbs-answers';
import { favoriteAdd, favoriteFolders } from '@contract/knowledge/interaction';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { articleTitles, forumPost } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { entry } from '@/test/wiki/list';

describe('member profile, my answers and my collections', () => {
  it('personal?id= shows the member’s counts, his posts, and his answers on the answers tab (in the URL)', async () => {
    const admin = await userId(runtime(), 'admin');
    await forumPost({ authorUsername: 'admin', title: '云杉管理员的帖', minutesAgo: 2 });
    await forumPost({ authorUsername: 'admin', title: '云杉管理员草稿', status: 'draft' });
    const question = await forumPost({ authorUsername: 'zhangsan', title: '云杉张三问', minutesAgo: 5 });
    await callAs('admin', answerSave, { postId: question, content: '<p>云杉的<b>回答</b>正文</p>' });
    await signInAs('zhangsan');
    const app = await renderApp(`/bbs/personal?id=${admin}`);

    const facts = await screen.findByRole('region', { name: '成员信息' });
    await waitFor(() => expect(within(facts).getByText('发帖').previousSibling?.textContent).toBe('1'));
    expect(within(facts).getByText('回答').previousSibling?.textContent).toBe('1');
    // Someone else's drafts are not his to see.
    await waitFor(() => expect(articleTitles()).toEqual(['云杉管理员的帖']));

    await app.user.click(screen.getByRole('tab', { name: '回答' }));
    await waitFor(() => expect(app.search()).toEqual({ id: admin, tab: 'answers' }));
    await waitFor(() => expect(articleTitles()).toEqual(['云杉张三问']));
    expect(screen.getByText('云杉的回答正文')).toBeTruthy();
  });

  it('我的回答 lists the caller’s answers with the question they answer', async () => {
    const q = await forumPost({ authorUsername: 'admin', title: '冷杉的问题' });
    await callAs('zhangsan', answerSave, { postId: q, content: '<p>冷杉回答</p>' });
    await signInAs('zhangsan');
    await renderApp('/bbs/mine/reply');
    await waitFor(() => expect(articleTitles()).toContain('冷杉的问题'));
    const row = screen.getByRole('article', { name: '冷杉的问题' });
    expect(within(row).getByText('冷杉回答')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '冷杉的问题' }).getAttribute('href')).toBe(`/webaikn/#/bbs/post-detail?id=${q}`);
  });

  it('我的收藏 lists only the forum’s favourites, each linking to its post', async () => {
    const post = await forumPost({ authorUsername: 'admin', title: '红松收藏帖' });
    const wiki = await entry({ authorUsername: 'admin', title: '红松收藏词条' });
    const folders = await callAs<{ id: number; isDefault: boolean }[]>('zhangsan', favoriteFolders, {});
    const folderId = folders.find((f) => f.isDefault)!.id;
    for (const id of [post, wiki.id]) await callAs('zhangsan', favoriteAdd, { knowledgeId: id, folderId });
    await signInAs('zhangsan');
    await renderApp('/bbs/collections');
    await waitFor(() => expect(articleTitles()).toEqual(['红松收藏帖']));
    expect(screen.getByRole('link', { name: '红松收藏帖' }).getAttribute('href')).toBe(`/webaikn/#/bbs/post-detail?id=${post}`);
  });
});
