import { DOMAIN_IDS } from '@contract/platform/domains';
import { pdfFixture } from '@server-test/files/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { addUserWithoutRoles, createDoc, groupIdOf, labelIdOf, uniqueTitle } from '@/test/library/documents';
import { renderApp, signInAs } from '@/test/render-app';

const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('library home (/library)', () => {
  it('lands lisi (documents only) on the library after entering the app', async () => {
    await signInAs('lisi');
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe('/library'));
    expect(await screen.findByRole('heading', { level: 1, name: '文档库' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '模块导航' });
    expect(within(nav).getByRole('link', { name: '文档库' }).getAttribute('data-active')).toBe('true');
  });

  it('lists the newest documents, links to upload and to the chronicles, and counts labels and groups', async () => {
    const finance = await labelIdOf('财务管理');
    const platform = await groupIdOf('平台研发部');
    const first = await createDoc({
      bytes: pdfFixture(['one']),
      name: 'a.pdf',
      title: uniqueTitle('报销制度'),
      labelIds: [finance],
    });
    const second = await createDoc({
      bytes: pdfFixture(['two']),
      name: 'b.pdf',
      title: uniqueTitle('接口规范'),
      groupId: platform,
    });
    await signInAs('lisi');
    await renderApp('/library');

    const newest = await screen.findByRole('region', { name: '最新文档' });
    expect(titlesIn(newest).slice(0, 2)).toEqual([second.title, first.title]);
    const link = within(newest).getByRole('link', { name: second.title });
    expect(link.getAttribute('href')).toBe(`/webaikn/#/detail?id=${second.id}&domainId=${DOMAIN_IDS.library}`);
    expect(screen.getByRole('link', { name: '上传文档' }).getAttribute('href')).toBe('/webaikn/#/library/create1');
    expect(screen.getByRole('link', { name: /^地方志/ }).getAttribute('href')).toMatch(/\/library\/dfz$/);
    expect(screen.getByRole('region', { name: '业务领域' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '业务领域' })).getByRole('link', { name: '财务管理，1份' })).toBeTruthy();
    const tree = await screen.findByRole('navigation', { name: '按组织浏览' });
    await within(tree).findByRole('link', { name: '平台研发部，1份' });
    expect(within(tree).getByRole('link', { name: '平台研发部，1份' })).toBeTruthy();
    expect(within(tree).getByRole('link', { name: '研发中心，1份' })).toBeTruthy();
  });

  it('opens the documents of a clicked label, and searches by keyword through the URL', async () => {
    const hr = await labelIdOf('人力资源');
    const tagged = await createDoc({ bytes: pdfFixture(['hr']), name: 'c.pdf', title: uniqueTitle('考勤办法'), labelIds: [hr] });
    const other = await createDoc({ bytes: pdfFixture(['x']), name: 'd.pdf', title: uniqueTitle('值班安排') });
    await signInAs('lisi');
    const app = await renderApp('/library');

    const domain = await screen.findByRole('region', { name: '业务领域' });
    await app.user.click(within(domain).getByRole('link', { name: '人力资源，1份' }));
    await waitFor(() => expect(app.search()).toEqual({ labelIds: [hr] }));
    const results = await screen.findByRole('region', { name: '文档搜索结果' });
    await waitFor(() => expect(titlesIn(results)).toEqual([tagged.title]));
    expect(within(results).getByRole('button', { name: '移除筛选：人力资源' })).toBeTruthy();

    await app.user.click(within(results).getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(app.search()).toEqual({}));
    await screen.findByRole('region', { name: '最新文档' });

    await app.user.type(screen.getByRole('textbox', { name: '搜索文档' }), `${other.title}{Enter}`);
    await waitFor(() => expect(app.search()).toEqual({ keyword: other.title }));
    const found = await screen.findByRole('region', { name: '文档搜索结果' });
    await waitFor(() => expect(titlesIn(found)).toEqual([other.title]));
    expect(within(found).getByRole('heading', { name: '找到 1 份文档' })).toBeTruthy();
  });

  it('ranks hot documents and switches to recently updated with the tab in the URL', async () => {
    const doc = await createDoc({ bytes: pdfFixture(['hot']), name: 'e.pdf', title: uniqueTitle('热门手册') });
    await signInAs('lisi');
    const app = await renderApp('/library/hotTopicsAndUpdate');
    await screen.findByRole('heading', { name: '热门与最近更新' });
    await app.user.click(screen.getByRole('tab', { name: '最近更新' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'updated' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]?.getAttribute('aria-label')).toBe(doc.title));
  });

  it('shows the 403 page to a user without the document permission', async () => {
    await addUserWithoutRoles('nodocs');
    await signInAs('nodocs');
    await renderApp('/library');
    expect(await screen.findByText('您没有文档库的访问权限')).toBeTruthy();
  });
});
