import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchClick, searchFeedback, searchSmart } from '@contract/search/search';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { item, label, resultTitles } from '@/test/search/search';
import { searchQueries } from '../api/search-queries';

describe('search page (/search)', () => {
  it('shows the results of the pinyin typed with a notice, and the letters as typed on 仍然搜索 (issue 28)', async () => {
    for (const t of ['甲', '乙', '丙']) await item({ authorUsername: 'zhangsan', title: `玳瑁差旅${t}` });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: 'daimaochailv' }));
    await waitFor(() => expect(resultTitles().sort()).toEqual(['玳瑁差旅丙', '玳瑁差旅乙', '玳瑁差旅甲'].sort()));
    const notice = screen.getByText(/按拼音为您显示/);
    expect(notice.textContent).toBe('按拼音为您显示“玳瑁差旅”的结果，仍然搜索“daimaochailv”');
    await app.user.click(screen.getByRole('button', { name: '仍然搜索“daimaochailv”' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: 'daimaochailv', exact: true }));
    expect(await screen.findByText('共 0 条结果', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/按拼音为您显示/)).toBeNull();
  });

  it('sends the keyword, tab, facets, filters and sort of the URL and shows the matching results', async () => {
    const rules = await label('制度规范');
    await item({ authorUsername: 'zhangsan', title: '琥珀报销指南一', labelIds: [rules], views: 5 });
    await item({ authorUsername: 'zhangsan', title: '琥珀报销指南二', labelIds: [rules], views: 9 });
    await item({ authorUsername: 'zhangsan', title: '琥珀报销指南三', views: 20 });
    await item({ authorUsername: 'zhangsan', title: '琥珀报销手册', domainId: DOMAIN_IDS.library, labelIds: [rules] });
    await signInAs('zhangsan');
    const requests = captureBodies(searchSmart);

    await renderApp(urlOf('/search', { keyword: '琥珀报销', domainId: DOMAIN_IDS.wiki, labelIds: [rules], sort: 'views' }));

    await waitFor(() => expect(resultTitles()).toEqual(['琥珀报销指南二', '琥珀报销指南一']));
    expect(requests.bodies).toContainEqual({
      keyword: '琥珀报销',
      domainIds: [DOMAIN_IDS.wiki],
      labelIds: [rules],
      sort: 'views',
      page: 1,
      size: 10,
    });
    requests.stop();
    // The controls show what the URL holds.
    expect((screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('琥珀报销');
    expect(screen.getByRole('tab', { name: /^词条/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('radio', { name: '阅读最多' })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('group', { name: '已选条件' })).getByText('标签：制度规范')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^共 2 条结果（用时 \d+ 毫秒）$/);
    // The tabs count the same search in every domain, not only the chosen one.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^文档/ }).textContent).toBe('文档 1'));
    expect(screen.getByRole('tab', { name: /^全部/ }).textContent).toBe('全部 3');
    // The matched words are marked in the title, as text.
    const title = within(screen.getByRole('article', { name: '琥珀报销指南二' })).getByRole('link');
    expect([...title.querySelectorAll('mark')].map((m) => m.textContent).join('')).toContain('琥珀');
  });

  it('puts a clicked facet, tab and sort into the URL, shows it as a removable chip, and Back restores the search', async () => {
    const beijing = await label('北京');
    await item({ authorUsername: 'zhangsan', title: '珊瑚差旅甲', labelIds: [beijing], minutesAgo: 3 });
    await item({ authorUsername: 'zhangsan', title: '珊瑚差旅乙', minutesAgo: 2 });
    await item({ authorUsername: 'zhangsan', title: '珊瑚差旅丙', domainId: DOMAIN_IDS.library, minutesAgo: 1 });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: '珊瑚差旅', sort: 'newest' }));
    await waitFor(() => expect(resultTitles()).toEqual(['珊瑚差旅丙', '珊瑚差旅乙', '珊瑚差旅甲']));

    const labels = screen.getByRole('region', { name: '标签' });
    await app.user.click(within(labels).getByRole('button', { name: '北京（1）' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅', sort: 'newest', labelIds: [beijing] }));
    await waitFor(() => expect(resultTitles()).toEqual(['珊瑚差旅甲']));
    const chips = screen.getByRole('group', { name: '已选条件' });
    expect(within(chips).getByText('标签：北京')).toBeTruthy();

    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅', sort: 'newest' }));
    await waitFor(() => expect(resultTitles()).toHaveLength(3));
    expect(screen.queryByRole('group', { name: '已选条件' })).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: /^文档/ }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅', sort: 'newest', domainId: DOMAIN_IDS.library }));
    await waitFor(() => expect(resultTitles()).toEqual(['珊瑚差旅丙']));

    app.router.history.back();
    await waitFor(() => expect(resultTitles()).toHaveLength(3));
    const year = String(new Date().getFullYear());
    await app.user.click(within(screen.getByRole('region', { name: '年份' })).getByRole('button', { name: `${year}年（3）` }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅', sort: 'newest', years: [Number(year)] }));
    await app.user.click(await screen.findByRole('button', { name: `移除 年份：${year}` }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅', sort: 'newest' }));
    // The default sort leaves the URL.
    await app.user.click(await screen.findByRole('radio', { name: '相关度' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '珊瑚差旅' }));
  });

  it('offers only the domains the user may read: tabs and the header hint', async () => {
    await item({ authorUsername: 'zhangsan', title: '松果制度词条' });
    await item({ authorUsername: 'zhangsan', title: '松果制度文档', domainId: DOMAIN_IDS.library });
    // 李四 reads documents and the forum but neither entries nor videos.
    await signInAs('lisi');
    await renderApp(urlOf('/search', { keyword: '松果制度' }));

    await waitFor(() => expect(resultTitles()).toEqual(['松果制度文档']));
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.replace(/ \d+$/, ''));
    expect(tabs).toEqual(['全部', '文档', '帖子']);
    expect(screen.getByRole('combobox', { name: '搜索' }).getAttribute('placeholder')).toBe('搜索文档、帖子');
  });

  it('offers every domain to a user who reads them all', async () => {
    await signInAs('zhangsan');
    await renderApp(urlOf('/search', { keyword: '松果' }));
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/ \d+$/, ''))).toEqual([
        '全部',
        '词条',
        '文档',
        '视频',
        '帖子',
      ]),
    );
    expect(screen.getByRole('combobox', { name: '搜索' }).getAttribute('placeholder')).toBe('搜索词条、文档、视频、帖子');
  });

  it('reports the clicked result with its position, then opens it', async () => {
    const older = await item({ authorUsername: 'zhangsan', title: '翡翠规范一', minutesAgo: 2 });
    await item({ authorUsername: 'zhangsan', title: '翡翠规范二', minutesAgo: 1 });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: '翡翠规范', sort: 'newest' }));
    await waitFor(() => expect(resultTitles()).toEqual(['翡翠规范二', '翡翠规范一']));
    const clicks = captureBodies(searchClick);
    const searchId = app.queryClient.getQueriesData<{ searchId: number }>({ queryKey: searchQueries.smarts })[0][1]?.searchId;

    await app.user.click(within(screen.getByRole('article', { name: '翡翠规范一' })).getByRole('link'));

    await waitFor(() => expect(app.path()).toBe('/detail'));
    expect(app.search()).toEqual({ id: older.id });
    await waitFor(() => expect(clicks.bodies).toEqual([{ searchId, knowledgeId: older.id, position: 2 }]));
    clicks.stop();
  });

  it('shows a clear empty state, offering the words that find something alone and dropping the filters', async () => {
    await item({ authorUsername: 'zhangsan', title: '玛瑙考勤细则' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: '玛瑙 鸵鸟蛋', domainId: DOMAIN_IDS.video }));

    expect(await screen.findByText('没有找到与“玛瑙 鸵鸟蛋”相关的结果')).toBeTruthy();
    expect(screen.getByText('检查关键词是否有错别字')).toBeTruthy();
    expect(screen.getByText('减少筛选条件，或在“全部”中搜索')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '玛瑙 鸵鸟蛋' }));
    const words = await screen.findByRole('group', { name: '只搜其中的词' });
    await app.user.click(within(words).getByRole('button', { name: '玛瑙（1）' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '玛瑙' }));
    await waitFor(() => expect(resultTitles()).toEqual(['玛瑙考勤细则']));
  });

  it('shows the best partial matches under their own heading when nothing matches exactly', async () => {
    await item({ authorUsername: 'zhangsan', title: '枫桥夜泊（部分匹配）', summary: '月落乌啼霜满天，江枫渔火对愁眠。' });
    await signInAs('zhangsan');
    // One character remembered wrong: 双 for 霜.
    await renderApp(urlOf('/search', { keyword: '月落乌啼双满天' }));

    const partial = await screen.findByRole('region', { name: '部分匹配的结果' });
    expect(within(partial).getByRole('heading', { name: '以下结果仅部分匹配' })).toBeTruthy();
    expect(within(partial).getByRole('article', { name: '枫桥夜泊（部分匹配）' })).toBeTruthy();
    expect(screen.getByText('没有完全匹配“月落乌啼双满天”的结果。')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^共 0 条结果/);
    expect(screen.queryByText('检查关键词是否有错别字')).toBeNull();
  });

  it('sends feedback on the search with an optional comment and thanks the user', async () => {
    await item({ authorUsername: 'zhangsan', title: '琉璃流程' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: '琉璃' }));
    await waitFor(() => expect(resultTitles()).toEqual(['琉璃流程']));
    const sent = captureBodies(searchFeedback);
    const searchId = app.queryClient.getQueriesData<{ searchId: number }>({ queryKey: searchQueries.smarts })[0][1]?.searchId;

    const feedback = screen.getByRole('group', { name: '搜索反馈' });
    await app.user.click(within(feedback).getByRole('button', { name: '没用' }));
    await app.user.type(await screen.findByLabelText('哪里不满意？比如没找到想要的内容（选填）'), '想找去年的版本');
    // jsdom has no layout, so Mantine marks the popover hidden; its controls are still there.
    await app.user.click(screen.getByRole('button', { name: '提交反馈', hidden: true }));

    expect(await screen.findByText('感谢您的反馈！')).toBeTruthy();
    expect(sent.bodies).toEqual([{ searchId, useful: false, comment: '想找去年的版本' }]);
    sent.stop();
  });
});
