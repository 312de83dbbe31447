import { DOMAIN_IDS } from '@contract/platform/domains';
import { strategyList, strategySave } from '@contract/strategy/strategy';
import { call } from '@server-test/client';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { label } from '@/test/wiki/list';

type Saved = { id: number; name: string; filters: Record<string, unknown> };

async function strategiesOf(token: string): Promise<Saved[]> {
  const res = await call(runtime(), strategyList, { domainId: DOMAIN_IDS.wiki }, { token });
  return res.body.data as Saved[];
}

describe('filter strategies (/list/strategy)', () => {
  it('saves the filters of the list under a name and applies them again', async () => {
    const rules = await label('制度规范');
    const token = await signInAs('zhangsan');
    const app = await renderApp(urlOf('/list', { keyword: '鸿雁', labelIds: [rules], sort: 'views', page: 2 }));

    await app.user.click(await screen.findByRole('button', { name: '保存为筛选策略' }));
    const dialog = await screen.findByRole('dialog', { name: '保存为筛选策略' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /策略名称/ }), '鸿雁制度');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is not a filter: a strategy opens its list at the first page.
    expect((await strategiesOf(token)).map((s) => [s.name, s.filters])).toEqual([
      ['鸿雁制度', { keyword: '鸿雁', labelIds: [rules], sort: 'views' }],
    ]);

    await app.user.click(screen.getByRole('link', { name: '我的筛选策略' }));
    await waitFor(() => expect(app.path()).toBe('/list/strategy'));
    const card = await screen.findByRole('article', { name: '鸿雁制度' });
    expect(within(card).getByText('关键词：鸿雁')).toBeTruthy();
    expect(await within(card).findByText('标签：制度规范')).toBeTruthy();
    expect(within(card).getByText('排序：阅读最多')).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: '应用' }));
    await waitFor(() => expect(app.path()).toBe('/list'));
    expect(app.search()).toEqual({ keyword: '鸿雁', labelIds: [rules], sort: 'views' });
  });

  it('shows a refused duplicate name in the dialog and keeps it open', async () => {
    const token = await signInAs('zhangsan');
    await call(runtime(), strategySave, { domainId: DOMAIN_IDS.wiki, name: '重名策略', filters: { keyword: '甲' } }, { token });
    const app = await renderApp(urlOf('/list', { keyword: '乙' }));
    await app.user.click(await screen.findByRole('button', { name: '保存为筛选策略' }));
    const dialog = await screen.findByRole('dialog', { name: '保存为筛选策略' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /策略名称/ }), '重名策略');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('已有名为「重名策略」的筛选策略')).toBeTruthy();
    expect((await strategiesOf(token)).filter((s) => s.name === '重名策略')).toHaveLength(1);
  });

  it('renames and deletes a strategy', async () => {
    const token = await signInAs('zhangsan');
    await call(runtime(), strategySave, { domainId: DOMAIN_IDS.wiki, name: '旧名字', filters: { mine: true } }, { token });
    const app = await renderApp('/list/strategy');

    const card = await screen.findByRole('article', { name: '旧名字' });
    expect(within(card).getByText('只看我的')).toBeTruthy();
    await app.user.click(within(card).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog', { name: '重命名筛选策略' });
    const input = within(dialog).getByRole('textbox', { name: /策略名称/ });
    await app.user.clear(input);
    await app.user.type(input, '新名字');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    const renamed = await screen.findByRole('article', { name: '新名字' });
    expect((await strategiesOf(token)).find((s) => s.name === '新名字')?.filters).toMatchObject({ mine: true });

    await app.user.click(within(renamed).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除筛选策略' });
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '新名字' })).toBeNull());
    expect((await strategiesOf(token)).some((s) => s.name === '新名字')).toBe(false);
  });

  it('explains how to save a strategy when there is none', async () => {
    await signInAs('admin');
    await renderApp('/list/strategy');
    expect(await screen.findByText('还没有筛选策略')).toBeTruthy();
  });
});
