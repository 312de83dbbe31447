import { screen, waitFor, within } from '@testing-library/react';
import { useConfigValues } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';

const setConfig = async (code: string, value: string) => useConfigValues({ [code]: value });

describe('home variants', () => {
  it('shows the configured portal blocks in their order, unknown keys ignored', async () => {
    await setConfig('portal.blocks', 'documents, nonsense ,search,documents');
    await signInAs('zhangsan');
    await renderApp('/indexTY');
    const grid = await screen.findByTestId('portal-blocks');
    await within(grid).findByRole('region', { name: '最新文档' });
    const names = within(grid)
      .getAllByRole('region')
      .filter((r) => r.parentElement?.closest('[data-testid="portal-blocks"]') === grid && !r.parentElement?.closest('section'))
      .map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['最新文档', '搜索']);
    expect(document.title).toBe('统一门户 - 智能知识中心');
  });

  it('searches from the portal', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/indexTY');
    const search = await screen.findByRole('region', { name: '搜索' });
    await app.user.type(within(search).getByRole('textbox', { name: '搜索' }), '制度{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search'));
    expect(app.search()).toMatchObject({ keyword: '制度' });
  });

  it('opens the configured home when /index is asked for', async () => {
    await setConfig('portal.home', '/indexTY');
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe('/indexTY'));
  });

  it('keeps /index when the configured home needs a permission the user lacks, or names no home', async () => {
    await setConfig('portal.home', '/nowhere');
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    expect(app.path()).toBe('/index');
  });
});
