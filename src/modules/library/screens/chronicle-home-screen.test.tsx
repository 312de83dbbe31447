import { screen, waitFor, within } from '@testing-library/react';
import { createDoc, uniqueTitle } from '@/test/library/documents';
import { renderApp, signInAs } from '@/test/render-app';

const text = (s: string) => new TextEncoder().encode(s);

describe('local-chronicles home (/indexDF)', () => {
  it('shows each region with its count and years, the newest chronicles, and opens the collection by region', async () => {
    const region = `丙州${Date.now().toString(36)}`;
    const old = await createDoc({
      bytes: text('沿革'),
      name: 'a.txt',
      title: uniqueTitle('丙州志沿革'),
      chronicle: { region, year: 1988 },
    });
    const recent = await createDoc({
      bytes: text('物产'),
      name: 'b.txt',
      title: uniqueTitle('丙州志物产'),
      chronicle: { region, year: 2012 },
    });
    await signInAs('zhangsan');
    const app = await renderApp('/indexDF');
    const regions = await screen.findByRole('region', { name: '地区' });
    const card = within(regions).getByRole('button', { name: `${region}，2部` });
    expect(within(card).getByText('1988—2012年')).toBeTruthy();
    const latest = screen.getByRole('region', { name: '最新地方志' });
    const shown = within(latest)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(shown).toEqual(expect.arrayContaining([old.title, recent.title]));
    expect(document.title).toBe('地方志首页 - 智能知识中心');
    await app.user.click(card);
    await waitFor(() => expect(app.path()).toBe('/library/dfz'));
    expect(app.search()).toMatchObject({ region });
  });

  it('sends a user without the home permission where the landing order says, as /index does', async () => {
    await signInAs('lisi');
    const app = await renderApp('/indexDF');
    await waitFor(() => expect(app.path()).toBe('/library'));
  });
});
