import { DOMAIN_IDS } from '@contract/platform/domains';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { publishVideo } from '@/test/video/videos';

async function labelNamed(name: string): Promise<number> {
  const r = await runtime().deps.db.execute<{ id: number }>(
    sql`select id from labels where name = ${name} and parent_id is not null`,
  );
  return r.rows[0]!.id;
}

const cardTitles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('video home (/video)', () => {
  it('shows the newest and hot videos as cards and filters by a label', async () => {
    const label = await labelNamed('安全生产');
    const first = await publishVideo('消防安全演练', [label]);
    const second = await publishVideo('客户沟通技巧');

    await signInAs('zhangsan');
    const app = await renderApp('/video');
    const newest = await screen.findByRole('region', { name: '最新视频' });
    expect(cardTitles(newest)).toEqual([second.title, first.title]);
    const card = within(newest).getByRole('article', { name: second.title });
    expect(within(card).getByTitle('时长').textContent).toBe('0:20');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      `/webaikn/#/detail?id=${second.id}&domainId=${DOMAIN_IDS.video}`,
    );

    await app.user.click(within(screen.getByRole('group', { name: '视频分类' })).getByText('安全生产 1'));
    await waitFor(() => expect(app.search()).toEqual({ labelId: label }));
    const results = await screen.findByRole('region', { name: '搜索结果' });
    await waitFor(() => expect(cardTitles(results)).toEqual([first.title]));
  });

  it('lists hot and recently updated videos in tabs', async () => {
    const v = await publishVideo('最近更新的视频');
    await signInAs('zhangsan');
    const app = await renderApp('/video/hotTopicsAndUpdate');
    await app.user.click(await screen.findByRole('tab', { name: '最近更新' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'updated' }));
    expect(await screen.findByRole('article', { name: v.title })).toBeTruthy();
  });

  it('shows the header entry to video readers only, and the 403 page to others', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/home');
    const nav = await screen.findByRole('navigation', { name: '模块导航' });
    await app.user.click(within(nav).getByRole('link', { name: '视频库' }));
    await waitFor(() => expect(app.path()).toBe('/video'));
    app.unmount();

    await signInAs('lisi');
    await renderApp('/video');
    expect(await screen.findByText('您没有视频库的访问权限')).toBeTruthy();
  });
});
