import { screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const db = () => runtime().deps.db;

/**
 * Blue the screen's elements were given (Mantine writes a component's colour
 * into its inline style variables): Mantine's blue palettes or the blue
 * theme's own. The theme's <style> block defines every palette and is skipped.
 */
const leakedBlue = () =>
  [...document.body.querySelectorAll('[style]')]
    .map((el) => el.getAttribute('style') ?? '')
    .flatMap((style) => [...style.matchAll(/mantine-color-(blue|indigo|brand)-[a-z0-9-]+/g)].map((m) => m[0]));

describe('gold theme', () => {
  beforeAll(async () => {
    // 王五-like visitor types 6–8 read in gold; zhangsan reads every module, so his screens cover the most.
    await db().execute(sql`update users set type = 7 where username = 'zhangsan'`);
  });
  afterAll(async () => {
    await db().execute(sql`update users set type = 1 where username = 'zhangsan'`);
  });

  it.each([
    ['/index', '我的待办'],
    ['/wiki', '知识词条'],
    ['/library', '文档库'],
    ['/video', '视频库'],
    ['/search?keyword=制度', '搜索'],
    ['/list', '词条列表'],
  ])('%s shows no blue', async (path, text) => {
    await signInAs('zhangsan');
    const app = await renderApp(path);
    await waitFor(() => expect(document.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('gold'));
    await screen.findAllByText(new RegExp(text));
    // Every list and badge has arrived before looking.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(leakedBlue()).toEqual([]);
    expect((document.querySelector('header img') as HTMLImageElement).getAttribute('src')).toMatch(/logo-gold\.svg$/);
  });
});
