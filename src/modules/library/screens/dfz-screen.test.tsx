import { screen, waitFor, within } from '@testing-library/react';
import { createDoc, uniqueTitle } from '@/test/library/documents';
import { renderApp, signInAs } from '@/test/render-app';

const text = (s: string) => new TextEncoder().encode(s);
let run = 0;

/** Three chronicles in two regions of their own (the test database lives for the whole file), one plain document. */
async function chronicles() {
  run += 1;
  const REGION_A = `甲县${run}`;
  const REGION_B = `乙市${run}`;
  const a1990 = await createDoc({
    bytes: text('交通篇'),
    name: 'a.txt',
    title: uniqueTitle('甲县志交通'),
    chronicle: { region: REGION_A, year: 1990 },
  });
  const a2010 = await createDoc({
    bytes: text('教育篇'),
    name: 'b.txt',
    title: uniqueTitle('甲县志教育'),
    chronicle: { region: REGION_A, year: 2010 },
  });
  const b2015 = await createDoc({
    bytes: text('工业篇'),
    name: 'c.txt',
    title: uniqueTitle('乙市志工业'),
    chronicle: { region: REGION_B, year: 2015 },
  });
  const plain = await createDoc({ bytes: text('通知'), name: 'd.txt', title: uniqueTitle('普通通知') });
  return { a1990, a2010, b2015, plain, REGION_A, REGION_B };
}

const titles = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('local chronicles (/library/dfz)', () => {
  it('groups the chronicles by region and year, newest year first, with region counts', async () => {
    const docs = await chronicles();
    const { REGION_A, REGION_B } = docs;
    await signInAs('lisi');
    await renderApp('/library/dfz');
    const regions = await screen.findByRole('navigation', { name: '地区' });
    await within(regions).findByText(REGION_A);
    const a = await screen.findByRole('region', { name: REGION_A });
    expect(within(a).getByText('2 部')).toBeTruthy();
    expect(titles(within(a).getByRole('region', { name: `${REGION_A} 2010年` }))).toEqual([docs.a2010.title]);
    expect(titles(within(a).getByRole('region', { name: `${REGION_A} 1990年` }))).toEqual([docs.a1990.title]);
    const yearOrder = within(a)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'));
    expect(yearOrder).toEqual([`${REGION_A} 2010年`, `${REGION_A} 1990年`]);
    expect(screen.getByRole('region', { name: REGION_B })).toBeTruthy();
    expect(screen.queryByRole('article', { name: docs.plain.title })).toBeNull();
    const link = within(a).getByRole('link', { name: docs.a2010.title });
    expect(link.getAttribute('href')).toBe(`/webaikn/#/detailDfz?id=${docs.a2010.id}`);
  });

  it('narrows to the region and year held in the URL, and picks them by click', async () => {
    const docs = await chronicles();
    const { REGION_A, REGION_B } = docs;
    await signInAs('lisi');
    const app = await renderApp(`/library/dfz?region=${encodeURIComponent(REGION_A)}&year=1990`);
    const a = await screen.findByRole('region', { name: REGION_A });
    await waitFor(() => expect(titles(a)).toEqual([docs.a1990.title]));
    expect(screen.queryByRole('region', { name: REGION_B })).toBeNull();
    expect((await screen.findByRole('button', { name: '1990年' })).getAttribute('aria-pressed')).toBe('true');

    await app.user.click(screen.getByRole('button', { name: '2010年' }));
    await waitFor(() => expect(app.search()).toEqual({ region: REGION_A, year: 2010 }));
    await waitFor(() => expect(titles(screen.getByRole('region', { name: REGION_A }))).toEqual([docs.a2010.title]));

    const regions = screen.getByRole('navigation', { name: '地区' });
    await app.user.click(within(regions).getByText(REGION_B));
    await waitFor(() => expect(app.search()).toEqual({ region: REGION_B }));
    await waitFor(() => expect(titles(screen.getByRole('region', { name: REGION_B }))).toEqual([docs.b2015.title]));
    expect(screen.queryByRole('region', { name: REGION_A })).toBeNull();
  });

  it('opens a chronicle under the collection heading at /detailDfz', async () => {
    const doc = await createDoc({
      bytes: text('水利篇正文'),
      name: 'w.txt',
      title: uniqueTitle('丙县志水利'),
      chronicle: { region: '丙县', year: 1996 },
    });
    await signInAs('lisi');
    await renderApp(`/detailDfz?id=${doc.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: doc.title })).toBeTruthy();
    const banner = screen.getByRole('region', { name: '地方志' });
    expect(within(banner).getByText('地方志 · 丙县')).toBeTruthy();
    expect(within(banner).getByText('1996年')).toBeTruthy();
  });

  it('sends /detailDfz without the access_token cookie to the enter page', async () => {
    await signInAs('lisi');
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes only the cookie, keeping the stored token.
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const app = await renderApp('/detailDfz?id=1');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(String(app.search().redirect)).toBe('/detailDfz?id=1');
  });
});
