import { wikiList } from '@contract/wiki/wiki';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { dayjs } from '@/shared/lib/datetime';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { cardTitles, entry, group, label } from '@/test/wiki/list';

describe('entry list (/list)', () => {
  it('sends the filters, sort and page of the URL with the request and shows only matching entries', async () => {
    const rules = await label('制度规范');
    const manuals = await label('操作手册');
    const rd = await group('研发中心');
    const platform = await group('平台研发部');
    const market = await group('市场部');
    await entry({ authorUsername: 'zhangsan', title: '鲸落计划一', labelIds: [rules], groupId: platform, views: 5 });
    await entry({ authorUsername: 'zhangsan', title: '鲸落计划二', labelIds: [rules], groupId: rd, views: 9 });
    await entry({ authorUsername: 'zhangsan', title: '鲸落计划三', labelIds: [manuals], groupId: rd, views: 20 });
    await entry({ authorUsername: 'zhangsan', title: '鲸落计划四', labelIds: [rules], groupId: market, views: 30 });
    await signInAs('zhangsan');
    const requests = captureBodies(wikiList);

    await renderApp(urlOf('/list', { keyword: '鲸落计划', labelIds: [rules], groupIds: [rd], sort: 'views' }));

    await waitFor(() => expect(cardTitles()).toEqual(['鲸落计划二', '鲸落计划一']));
    await waitFor(() =>
      expect(requests.bodies).toContainEqual({
        keyword: '鲸落计划',
        labelIds: [rules],
        groupIds: [rd],
        sort: 'views',
        page: 1,
        size: 10,
      }),
    );
    requests.stop();
    // The controls show what the URL holds.
    expect((screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('鲸落计划');
    expect(((await screen.findByRole('checkbox', { name: '制度规范' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '阅读最多' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('共 2 条词条')).toBeTruthy();
  });

  it('puts a changed filter into the URL and Back restores the previous list', async () => {
    const beijing = await label('北京');
    const shanghai = await label('上海');
    await entry({ authorUsername: 'zhangsan', title: '白鹭甲', labelIds: [beijing], minutesAgo: 2 });
    await entry({ authorUsername: 'zhangsan', title: '白鹭乙', labelIds: [shanghai], minutesAgo: 1 });
    await signInAs('zhangsan');
    const app = await renderApp('/list');

    const box = await screen.findByRole('textbox', { name: '关键词' });
    await app.user.type(box, '白鹭{Enter}');
    await waitFor(() => expect(app.search()).toEqual({ keyword: '白鹭' }));
    await waitFor(() => expect(cardTitles()).toEqual(['白鹭乙', '白鹭甲']));

    await app.user.click(screen.getByRole('checkbox', { name: '北京' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '白鹭', labelIds: [beijing] }));
    await waitFor(() => expect(cardTitles()).toEqual(['白鹭甲']));

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ keyword: '白鹭' }));
    await waitFor(() => expect(cardTitles()).toEqual(['白鹭乙', '白鹭甲']));
    expect((screen.getByRole('checkbox', { name: '北京' }) as HTMLInputElement).checked).toBe(false);
  });

  it('narrows by labels of two categories together and shows them as removable chips', async () => {
    const hr = await label('人力资源');
    const marketing = await label('市场营销');
    const rules = await label('制度规范');
    await entry({ authorUsername: 'zhangsan', title: '雪松人事制度', labelIds: [hr, rules], minutesAgo: 3 });
    await entry({ authorUsername: 'zhangsan', title: '雪松营销制度', labelIds: [marketing, rules], minutesAgo: 2 });
    await entry({ authorUsername: 'zhangsan', title: '雪松人事培训', labelIds: [hr], minutesAgo: 1 });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/list', { keyword: '雪松', labelIds: [hr, rules] }));

    await waitFor(() => expect(cardTitles()).toEqual(['雪松人事制度']));
    const chips = await screen.findByRole('group', { name: '已选条件' });
    await waitFor(() => expect(within(chips).getByText('业务领域：人力资源')).toBeTruthy());
    expect(within(chips).getByText('知识类型：制度规范')).toBeTruthy();
    expect(within(chips).getByText('关键词：雪松')).toBeTruthy();

    await app.user.click(within(chips).getByRole('button', { name: '移除 知识类型：制度规范' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '雪松', labelIds: [hr] }));
    await waitFor(() => expect(cardTitles()).toEqual(['雪松人事培训', '雪松人事制度']));
    expect(within(screen.getByRole('group', { name: '已选条件' })).queryByText('知识类型：制度规范')).toBeNull();

    await app.user.click(within(screen.getByRole('group', { name: '已选条件' })).getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(app.search()).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('group', { name: '已选条件' })).toBeNull());
  });

  it('pages through results with the page in the URL and starts over when the sort changes', async () => {
    for (let i = 1; i <= 12; i++) await entry({ authorUsername: 'zhangsan', title: `青鸟${i}号`, minutesAgo: i, views: i });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/list', { keyword: '青鸟' }));

    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(screen.getByText('共 12 条词条')).toBeTruthy();
    expect(cardTitles()[0]).toBe('青鸟1号');

    await app.user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '青鸟', page: 2 }));
    await waitFor(() => expect(cardTitles()).toEqual(['青鸟11号', '青鸟12号']));

    await app.user.click(screen.getByRole('radio', { name: '阅读最多' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '青鸟', sort: 'views' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('青鸟12号'));
  });

  it("lets an author filter his own entries by status through '只看我的'", async () => {
    await entry({ authorUsername: 'zhangsan', title: '紫藤草稿', status: 'draft' });
    await entry({ authorUsername: 'zhangsan', title: '紫藤已发布' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/list', { keyword: '紫藤' }));

    await waitFor(() => expect(cardTitles()).toEqual(['紫藤已发布']));
    // Readers see published entries only; the status filter belongs to one's own entries.
    expect(screen.queryByRole('combobox', { name: '状态' })).toBeNull();

    await app.user.click(screen.getByRole('checkbox', { name: '只看我的' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '紫藤', mine: true }));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const draft = screen.getByRole('article', { name: '紫藤草稿' });
    expect(within(draft).getByText('草稿')).toBeTruthy();

    await app.user.click(await screen.findByRole('combobox', { name: '状态' }));
    // jsdom has no layout, so Mantine hides the dropdown as detached; its options are still there.
    await app.user.click(await screen.findByRole('option', { name: '草稿', hidden: true }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '紫藤', mine: true, status: 'draft' }));
    await waitFor(() => expect(cardTitles()).toEqual(['紫藤草稿']));
  });

  it('offers approvers the status filter over every entry', async () => {
    await entry({ authorUsername: 'zhangsan', title: '银杏待审', status: 'pending' });
    await signInAs('admin');
    const app = await renderApp(urlOf('/list', { keyword: '银杏', status: 'pending' }));
    await waitFor(() => expect(cardTitles()).toEqual(['银杏待审']));
    expect((screen.getByRole('combobox', { name: '状态' }) as HTMLInputElement).value).toBe('待审核');
    expect(app.search()).toEqual({ keyword: '银杏', status: 'pending' });
  });

  it('filters by author chosen by name and by a date range held in the URL', async () => {
    await entry({ authorUsername: 'zhangsan', title: '松涛甲', minutesAgo: 5 });
    await entry({ authorUsername: 'admin', title: '松涛乙', minutesAgo: 4 });
    await entry({ authorUsername: 'zhangsan', title: '松涛旧文', minutesAgo: 10 * 24 * 60 });
    const zhangsan = await userId(runtime(), 'zhangsan');
    await signInAs('zhangsan');
    const requests = captureBodies(wikiList);
    const from = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
    const to = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const app = await renderApp(urlOf('/list', { keyword: '松涛', dateFrom: from, dateTo: to }));

    await waitFor(() => expect(cardTitles()).toEqual(['松涛乙', '松涛甲']));
    await waitFor(() => expect(requests.bodies).toContainEqual(expect.objectContaining({ dateFrom: from, dateTo: to })));
    requests.stop();
    expect(screen.getByRole('button', { name: '更新日期' }).textContent).toBe(`${from} 至 ${to}`);

    await app.user.type(screen.getByRole('combobox', { name: '作者' }), '张三');
    await app.user.click(await screen.findByRole('option', { name: /^张三/, hidden: true }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '松涛', dateFrom: from, dateTo: to, authorId: zhangsan }));
    await waitFor(() => expect(cardTitles()).toEqual(['松涛甲']));
    expect((screen.getByRole('combobox', { name: '作者' }) as HTMLInputElement).value).toBe('张三');
  });

  it('drops search params that do not parse instead of failing the page', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/list?sort=loudest&page=-3&labelIds=%22x%22&keyword=2024');
    await screen.findByText(/共 \d+ 条词条/);
    expect(app.search()).toEqual({ keyword: '2024' });
  });

  it('shows the 403 page to a user without the wiki permission', async () => {
    await signInAs('lisi');
    await renderApp('/list');
    expect(await screen.findByText('您没有词条知识的访问权限')).toBeTruthy();
  });
});
