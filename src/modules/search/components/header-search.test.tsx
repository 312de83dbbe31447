import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchSuggest } from '@contract/search/search';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw';
import { renderApp, signInAs } from '@/test/render-app';
import { urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { item, label } from '@/test/search/search';

const headerBox = () => screen.getByRole('combobox', { name: '搜索' });
/** Option texts of one group of the open dropdown (jsdom has no layout, so Mantine marks it hidden). */
const optionsIn = (group: string) =>
  within(screen.getByRole('group', { name: group, hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

describe('header search box', () => {
  it('aborts the suggestion request of text typed over, and shows only the answer to the last text', async () => {
    await item({ authorUsername: 'zhangsan', title: '琥珀甲方案' });
    await item({ authorUsername: 'zhangsan', title: '琥铂乙方案' });
    await signInAs('zhangsan');
    const seen: { keyword: string; signal: AbortSignal }[] = [];
    const gate: { open?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    server().use(
      http.post(`*${searchSuggest.path}`, async ({ request }) => {
        const { keyword } = (await request.clone().json()) as { keyword: string };
        seen.push({ keyword, signal: request.signal });
        // The answer to the first text is slow: it would arrive after the second.
        if (keyword === '琥') await held;
        if (request.signal.aborted) return HttpResponse.error();
        return runtime().app.fetch(request);
      }),
    );
    const app = await renderApp('/account/home');

    await app.user.type(headerBox(), '琥');
    await waitFor(() => expect(seen.map((s) => s.keyword)).toContain('琥'));
    await app.user.type(headerBox(), '珀');
    await waitFor(() => expect(seen.map((s) => s.keyword)).toContain('琥珀'));

    await waitFor(() => expect(seen.find((s) => s.keyword === '琥')?.signal.aborted).toBe(true));
    expect(seen.find((s) => s.keyword === '琥珀')?.signal.aborted).toBe(false);
    await waitFor(() => expect(optionsIn('标题')).toEqual([expect.stringContaining('琥珀甲方案')]));
    gate.open?.();
    // The late answer to '琥' (both titles) never replaces it.
    await new Promise((r) => setTimeout(r, 300));
    expect(optionsIn('标题')).toEqual([expect.stringContaining('琥珀甲方案')]);
    // Typing faster than the debounce sends nothing for the letters in between.
    expect(seen.filter((s) => s.keyword.startsWith('琥')).map((s) => s.keyword)).toEqual(['琥', '琥珀']);
  });

  it('searches the text on Enter and lists it among the recent searches afterwards', async () => {
    await item({ authorUsername: 'zhangsan', title: '玳瑁年假办法' });
    await signInAs('zhangsan');
    const app = await renderApp('/account/home');

    await app.user.type(headerBox(), '玳瑁年假{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search'));
    expect(app.search()).toEqual({ keyword: '玳瑁年假' });
    await screen.findByRole('article', { name: '玳瑁年假办法' });
    expect((headerBox() as HTMLInputElement).value).toBe('');

    await app.user.click(headerBox());
    await waitFor(() => expect(optionsIn('最近搜索')).toContain('玳瑁年假'));
  });

  it('opens the item of a chosen title and searches by a chosen label', async () => {
    const doc = await item({ authorUsername: 'zhangsan', title: '砗磲采购文档', domainId: DOMAIN_IDS.library });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/search', { keyword: '别的' }));

    await app.user.type(headerBox(), '砗磲采购');
    await waitFor(() => expect(optionsIn('标题')).toEqual([expect.stringContaining('砗磲采购文档')]));
    const option = screen.getByRole('option', { name: /砗磲采购文档/, hidden: true });
    expect([...option.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['砗磲采购']);
    await app.user.click(screen.getByRole('option', { name: /砗磲采购文档/, hidden: true }));
    await waitFor(() => expect(app.path()).toBe('/detail'));
    expect(app.search()).toEqual({ id: doc.id, domainId: DOMAIN_IDS.library });

    await app.user.type(headerBox(), '制度规范');
    await waitFor(() => expect(optionsIn('标签')).toContain('# 制度规范'));
    await app.user.click(screen.getByRole('option', { name: '# 制度规范', hidden: true }));
    await waitFor(() => expect(app.path()).toBe('/search'));
    expect(app.search()).toEqual({ labelIds: [await label('制度规范')] });
  });
});
