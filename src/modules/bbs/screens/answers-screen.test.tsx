import { answerFeed } from '@contract/bbs/bbs-activity';
import { answerAccept, vote } from '@contract/bbs/bbs-answers';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { forumAnswer } from '@/test/bbs/community';
import { articleTitles, forumPost, plateIdOf } from '@/test/bbs/posts';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';

const nickname = async (username: string) =>
  (await runtime().deps.db.execute<{ nickname: string }>(sql`select nickname from users where username = ${username}`)).rows[0]
    .nickname;

describe('回答广场 (answers)', () => {
  it('lists a plate’s newest answers under their questions, with author, votes and the accepted mark; never a held one', async () => {
    const plate = await plateIdOf('银杏广场版块');
    const older = await forumPost({ authorUsername: 'zhangsan', plate: '银杏广场版块', title: '银杏较早的问题' });
    const newer = await forumPost({ authorUsername: 'zhangsan', plate: '银杏广场版块', title: '银杏较新的问题' });
    const accepted = await forumAnswer('admin', older, '银杏的<b>采纳</b>回答');
    await forumAnswer('admin', newer, '银杏的最新回答');
    const held = await forumAnswer('admin', newer, '银杏待审核的回答');
    await runtime().deps.db.execute(sql`update bbs_answers set state = 'held' where id = ${held}`);
    await callAs('zhangsan', answerAccept, { postId: older, answerId: accepted });
    await signInAs('zhangsan');
    const requests = captureBodies(answerFeed);
    await renderApp(urlOf('/bbs/answers', { plateId: plate }));

    await waitFor(() => expect(articleTitles()).toEqual(['银杏较新的问题', '银杏较早的问题']));
    expect(requests.bodies).toContainEqual({ page: 1, size: 20, sort: 'time', plateId: plate });
    requests.stop();
    expect(screen.getByText('共 2 个回答')).toBeTruthy();
    expect(screen.queryByText(/银杏待审核的回答/)).toBeNull();
    const row = screen.getByRole('article', { name: '银杏较早的问题' });
    expect(within(row).getByText('已采纳')).toBeTruthy();
    expect(within(row).getByText('银杏的采纳回答')).toBeTruthy();
    expect(within(row).getByText('得票 0')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `${await nickname('admin')}：` })
        .getAttribute('href'),
    ).toMatch(/^\/webaikn\/#\/bbs\/personal\?id=\d+$/);
    expect(within(row).getByRole('link', { name: '银杏较早的问题' }).getAttribute('href')).toBe(
      `/webaikn/#/bbs/post-detail?id=${older}`,
    );
  });

  it('keeps sort, plate and page in the URL; Back restores the previous order', async () => {
    const plate = await plateIdOf('槐花广场版块');
    const first = await forumPost({ authorUsername: 'admin', plate: '槐花广场版块', title: '槐花先答的问题' });
    const second = await forumPost({ authorUsername: 'admin', plate: '槐花广场版块', title: '槐花后答的问题' });
    const liked = await forumAnswer('zhangsan', first, '槐花得票多的回答');
    await forumAnswer('zhangsan', second, '槐花新回答');
    await callAs('admin', vote, { targetType: 'answer', targetId: liked, value: 1 });
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/answers');

    await app.user.click(await screen.findByRole('combobox', { name: '版块' }));
    await app.user.click(await screen.findByRole('option', { name: '槐花广场版块', hidden: true }));
    await waitFor(() => expect(app.search()).toEqual({ plateId: plate }));
    await waitFor(() => expect(articleTitles()).toEqual(['槐花后答的问题', '槐花先答的问题']));

    await app.user.click(screen.getByRole('radio', { name: '得票最多' }));
    await waitFor(() => expect(app.search()).toEqual({ plateId: plate, sort: 'votes' }));
    await waitFor(() => expect(articleTitles()).toEqual(['槐花先答的问题', '槐花后答的问题']));

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ plateId: plate }));
    await waitFor(() => expect(articleTitles()).toEqual(['槐花后答的问题', '槐花先答的问题']));
    expect((screen.getByRole('radio', { name: '最新' }) as HTMLInputElement).checked).toBe(true);
    app.unmount();

    // A page from the address is asked of the server as it is; a hand-edited sort falls back to the default.
    const requests = captureBodies(answerFeed);
    await renderApp(urlOf('/bbs/answers', { plateId: plate, page: 2, sort: 'hot' }));
    await waitFor(() => expect(requests.bodies).toContainEqual({ page: 2, size: 20, sort: 'time', plateId: plate }));
    requests.stop();
  });

  it('is refused to members without the forum key', async () => {
    await signInAs('wangwu');
    await renderApp('/bbs/answers');
    expect(await screen.findByText('您没有内部论坛的访问权限')).toBeTruthy();
  });
});
