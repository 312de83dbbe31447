import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { publishEntry } from '@/test/wiki/entries';

function dropTokenCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes only the cookie, keeping the stored token.
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

const articleBody = () => document.querySelector('article h2')?.parentElement as HTMLElement;

describe('full article reading', () => {
  it('starts at 16px, changes the size with A−/A+ and remembers it', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    const first = await renderApp(`/fullArticleRead?id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByTestId('read-font-size').textContent).toBe('16px');
    expect(articleBody().style.fontSize).toBe('16px');
    await first.user.click(screen.getByRole('button', { name: '增大字号' }));
    await first.user.click(screen.getByRole('button', { name: '增大字号' }));
    expect(screen.getByTestId('read-font-size').textContent).toBe('20px');
    expect(articleBody().style.fontSize).toBe('20px');
    await first.user.click(screen.getByRole('button', { name: '减小字号' }));
    expect(screen.getByTestId('read-font-size').textContent).toBe('18px');
    first.unmount();

    const second = await renderApp(`/fullArticleRead?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByTestId('read-font-size').textContent).toBe('18px');
    await second.user.click(screen.getByRole('link', { name: '退出阅读' }));
    await waitFor(() => expect(second.path()).toBe('/detail'));
    expect(second.search()).toMatchObject({ id });
  });

  it('stops at the smallest size', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    const app = await renderApp(`/fullArticleRead?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    const smaller = screen.getByRole('button', { name: '减小字号' });
    for (let i = 0; i < 2; i++) await app.user.click(smaller);
    expect(screen.getByTestId('read-font-size').textContent).toBe('12px');
    expect((smaller as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('print preview', () => {
  it('shows the entry as a sheet and prints with the print button', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = await renderApp(`/printPreview?id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('适用范围')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('token cookie routes', () => {
  it.each(['/fullArticleRead', '/printPreview'])('sends %s without the access_token cookie to the enter page', async (path) => {
    const { id } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    dropTokenCookie();
    const app = await renderApp(`${path}?id=${id}`);
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: `${path}?id=${id}` });
  });
});
