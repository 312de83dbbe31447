import { caseList } from '@contract/bbs/bbs-library';
import { screen, waitFor, within } from '@testing-library/react';
import { forumPost } from '@/test/bbs/posts';
import { screenWhere } from '@/test/media';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { entry, label } from '@/test/wiki/list';

const titles = () =>
  screen
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter((t) => t?.startsWith('青岚'));

describe('case library (/case)', () => {
  it('lists forum cases and wiki case entries with their source, and links each to its own page', async () => {
    const caseLabel = await label('案例经验');
    const wikiCase = await entry({ authorUsername: 'admin', title: '青岚词条案例', labelIds: [caseLabel], minutesAgo: 5 });
    const post = await forumPost({
      authorUsername: 'zhangsan',
      kind: 'case',
      title: '青岚论坛案例',
      region: '青岚区',
      product: '青岚网关',
      minutesAgo: 1,
    });
    await signInAs('zhangsan');
    await renderApp(urlOf('/case', { keyword: '青岚' }));

    await waitFor(() => expect(titles()).toEqual(['青岚论坛案例', '青岚词条案例']));
    const forum = screen.getByRole('article', { name: '青岚论坛案例' });
    expect(within(forum).getByText('论坛案例')).toBeTruthy();
    expect(within(forum).getByText('地区：青岚区')).toBeTruthy();
    expect(within(forum).getByText('产品：青岚网关')).toBeTruthy();
    expect(within(forum).getByRole('link', { name: '青岚论坛案例' }).getAttribute('href')).toBe(
      `/webaikn/#/bbs/post-detail?id=${post}`,
    );
    const wiki = screen.getByRole('article', { name: '青岚词条案例' });
    expect(within(wiki).getByText('知识词条')).toBeTruthy();
    expect(within(wiki).getByRole('link', { name: '青岚词条案例' }).getAttribute('href')).toBe(
      `/webaikn/#/detail?id=${wikiCase.id}`,
    );
  });

  it('filters by region and year from the facets (with counts), keeps them in the URL, and Back restores the list', async () => {
    await forumPost({ authorUsername: 'zhangsan', kind: 'case', title: '青岚华东案例', region: '青岚华东', minutesAgo: 3 });
    await forumPost({ authorUsername: 'zhangsan', kind: 'case', title: '青岚华南案例', region: '青岚华南', minutesAgo: 2 });
    // Not a case: never in the library.
    await forumPost({ authorUsername: 'zhangsan', kind: 'question', title: '青岚问题', region: '青岚华东' });
    await signInAs('zhangsan');
    const requests = captureBodies(caseList);
    const app = await renderApp(urlOf('/case', { keyword: '青岚华' }));
    await waitFor(() => expect(titles()).toEqual(['青岚华南案例', '青岚华东案例']));

    const regions = await screen.findByRole('group', { name: '地区' });
    await app.user.click(within(regions).getByRole('checkbox', { name: '青岚华东 (1)' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '青岚华', region: '青岚华东' }));
    await waitFor(() => expect(titles()).toEqual(['青岚华东案例']));
    expect(requests.bodies).toContainEqual({ page: 1, size: 12, keyword: '青岚华', region: '青岚华东' });

    const year = new Date().getFullYear();
    const years = screen.getByRole('group', { name: '年份' });
    await app.user.click(within(years).getByRole('checkbox', { name: new RegExp(`^${year} \\(`) }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '青岚华', region: '青岚华东', year }));
    await waitFor(() => expect(titles()).toEqual(['青岚华东案例']));
    requests.stop();

    app.router.history.back();
    app.router.history.back();
    await waitFor(() => expect(app.search()).toEqual({ keyword: '青岚华' }));
    await waitFor(() => expect(titles()).toEqual(['青岚华南案例', '青岚华东案例']));
  });

  it('says when nothing matches and clears the filters', async () => {
    await forumPost({ authorUsername: 'zhangsan', kind: 'case', title: '青岚空筛选', region: '青岚甲' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/case', { keyword: '青岚', year: 2001 }));
    expect(await screen.findByText('没有符合条件的案例')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(app.search()).toEqual({}));
  });

  it('refuses members without the forum key', async () => {
    await signInAs('wangwu');
    await renderApp('/case');
    expect(await screen.findByText('案例库仅对内部论坛人员开放')).toBeTruthy();
  });

  it('folds the filter rows away behind 筛选 on a phone (issue 28)', async () => {
    const wide = screenWhere(/max-width/);
    try {
      await signInAs('zhangsan');
      const app = await renderApp('/case');
      const toggle = await screen.findByRole('button', { name: '筛选' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await app.user.click(toggle);
      expect(screen.getByRole('button', { name: '收起筛选' }).getAttribute('aria-expanded')).toBe('true');
      // Collapse mounts the rows when its transition starts, a render after the click.
      expect(await screen.findByRole('region', { name: '筛选' })).toBeTruthy();
    } finally {
      wide();
    }
  });
});
