import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { cardTitles, entry, group, label } from '@/test/wiki/list';

/** Readers of an entry on distinct recent days, as footprints record them. */
async function readBy(knowledgeId: number, usernames: string[]) {
  for (const name of usernames) {
    const uid = await userId(runtime(), name);
    await runtime().deps.db.execute(
      sql`insert into footprints (user_id, knowledge_id, day) values (${uid}, ${knowledgeId}, current_date - 1)`,
    );
  }
}

describe('wiki home (/wiki)', () => {
  it('counts entries per label and opens the list filtered by a clicked label', async () => {
    const cases = await label('案例经验');
    await entry({ authorUsername: 'zhangsan', title: '案例一', labelIds: [cases] });
    await entry({ authorUsername: 'zhangsan', title: '案例二', labelIds: [cases] });
    await signInAs('zhangsan');
    const app = await renderApp('/wiki');

    const kinds = await screen.findByRole('region', { name: '知识类型' });
    const link = within(kinds).getByRole('link', { name: '案例经验，2条' });
    expect(within(kinds).getByRole('link', { name: '操作手册，0条' })).toBeTruthy();
    await app.user.click(link);
    await waitFor(() => expect(app.path()).toBe('/list'));
    expect(app.search()).toEqual({ labelIds: [cases] });
    await waitFor(() => expect(cardTitles()).toEqual(['案例二', '案例一']));
  });

  it('counts entries of sub-groups in their parents and opens the list filtered by a group', async () => {
    const platform = await group('平台研发部');
    await entry({ authorUsername: 'zhangsan', title: '平台规范', groupId: platform });
    await signInAs('zhangsan');
    const app = await renderApp('/wiki');

    const tree = await screen.findByRole('navigation', { name: '按组织浏览' });
    expect(within(tree).getByRole('link', { name: '平台研发部，1条' })).toBeTruthy();
    expect(within(tree).getByRole('link', { name: '研发中心，1条' })).toBeTruthy();
    expect(within(tree).getByRole('link', { name: '市场部，0条' })).toBeTruthy();
    await app.user.click(within(tree).getByRole('link', { name: '平台研发部，1条' }));
    await waitFor(() => expect(app.search()).toEqual({ groupIds: [platform] }));
    await waitFor(() => expect(cardTitles()).toEqual(['平台规范']));
  });

  it('lists the newest and most read entries and offers search and a new entry', async () => {
    await entry({ authorUsername: 'zhangsan', title: '最新的词条', minutesAgo: 0 });
    await entry({ authorUsername: 'zhangsan', title: '读者最多的词条', minutesAgo: 60, views: 999 });
    await signInAs('zhangsan');
    const app = await renderApp('/wiki');

    const newest = await screen.findByRole('region', { name: '最新词条' });
    expect(within(newest).getAllByRole('article')[0].getAttribute('aria-label')).toBe('最新的词条');
    const mostRead = screen.getByRole('region', { name: '阅读最多' });
    expect(within(mostRead).getAllByRole('article')[0].getAttribute('aria-label')).toBe('读者最多的词条');
    expect(screen.getByRole('link', { name: '新建词条' }).getAttribute('href')).toBe('/webaikn/#/wiki/newCreate');

    await app.user.type(screen.getByRole('textbox', { name: '关键词' }), '读者最多{Enter}');
    await waitFor(() => expect(app.path()).toBe('/list'));
    expect(app.search()).toEqual({ keyword: '读者最多' });
    await waitFor(() => expect(cardTitles()).toEqual(['读者最多的词条']));
  });

  it('shows the header entry to wiki readers only, and the 403 page to others', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    const nav = await screen.findByRole('navigation', { name: '模块导航' });
    await app.user.click(within(nav).getByRole('link', { name: '知识词条' }));
    await waitFor(() => expect(app.path()).toBe('/wiki'));
    app.unmount();

    await signInAs('lisi');
    const other = await renderApp('/account/home');
    const lisiNav = await screen.findByRole('navigation', { name: '模块导航' });
    expect(within(lisiNav).queryByRole('link', { name: '知识词条' })).toBeNull();
    other.unmount();
    await renderApp('/wiki');
    expect(await screen.findByText('您没有词条知识的访问权限')).toBeTruthy();
  });
});

describe('hot and recently updated (/wiki/wikiHotAndUpdate)', () => {
  it('ranks by recent readers, switches to recently updated, and pages, all in the URL', async () => {
    const hot = await entry({ authorUsername: 'zhangsan', title: '热门第一', minutesAgo: 300 });
    const second = await entry({ authorUsername: 'zhangsan', title: '热门第二', minutesAgo: 200 });
    for (let i = 1; i <= 10; i++) await entry({ authorUsername: 'zhangsan', title: `更新${i}`, minutesAgo: 100 - i });
    await readBy(hot.id, ['zhangsan', 'admin', 'wangwu']);
    await readBy(second.id, ['admin']);
    await signInAs('zhangsan');
    const app = await renderApp('/wiki/wikiHotAndUpdate');

    await waitFor(() => expect(cardTitles().slice(0, 2)).toEqual(['热门第一', '热门第二']));
    expect(screen.getByRole('tab', { name: '热门' }).getAttribute('aria-selected')).toBe('true');

    await app.user.click(screen.getByRole('tab', { name: '最近更新' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'updated' }));
    // Page 1 of the recently updated tab: the newer '更新' entries in order, not the old hot ones.
    const updatedOrder = () =>
      waitFor(() => {
        const titles = cardTitles();
        expect(titles).not.toContain('热门第一');
        expect(titles).toContain('更新6');
        expect(titles.indexOf('更新10')).toBeLessThan(titles.indexOf('更新6'));
      });
    await updatedOrder();

    await app.user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'updated', page: 2 }));
    await waitFor(() => expect(cardTitles()).toContain('热门第一'));

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ tab: 'updated' }));
    await updatedOrder();
  });
});
