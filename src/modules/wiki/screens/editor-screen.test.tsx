import { approvalDecide } from '@contract/approval/approval';
import { wikiSave } from '@contract/wiki/wiki';
import { call, tokenFor } from '@server-test/client';
import { detail, entry, list, publish, save, submit, uniqueTitle } from '@server-test/wiki/flow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

/** The tiptap editor behind the body field (ProseMirror keeps its instance on the DOM node). */
async function bodyEditor(): Promise<Editor> {
  const el = await waitFor(() => {
    const node = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
    if (!node?.editor) throw new Error('editor not mounted');
    return node;
  });
  return el.editor!;
}

async function typeBody(text: string) {
  const editor = await bodyEditor();
  editor.chain().focus('end').insertContent(`<p>${text}</p>`).run();
}

// jsdom has no layout: ProseMirror measures the selection when it scrolls it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
});

const titleInput = () => screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement;
const SAVE_WAIT = { timeout: 10_000 };

let zhangsan: string;
beforeAll(async () => {
  zhangsan = await tokenFor(runtime(), 'zhangsan');
});

describe('entry editor', () => {
  it('creates a draft on the server by autosave and puts its id into the URL', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/wiki/newCreate');
    const title = uniqueTitle('自动保存');
    await app.user.type(await screen.findByRole('textbox', { name: /^标题/ }), title);
    await typeBody('差旅报销须在出差结束后十五个工作日内提交。');
    await screen.findByText(/^已自动保存 \d\d:\d\d$/, undefined, SAVE_WAIT);
    await waitFor(() => expect(app.search()).toMatchObject({ id: expect.any(Number) }));
    const id = (app.search() as { id: number }).id;
    const saved = await detail(runtime(), zhangsan, id);
    expect(saved.body.data).toMatchObject({ title, status: 'draft' });
    expect(saved.body.data.contentText).toContain('十五个工作日内提交');
  }, 30_000);

  it('reopens the saved draft after a reload', async () => {
    const saved = await save(runtime(), zhangsan, entry({ content: '<p>重新打开时应显示的正文</p>' }));
    await signInAs('zhangsan');
    await renderApp(`/wiki/newCreate?id=${saved.id}`);
    await waitFor(() => expect(titleInput().value).toMatch(/^词条-/));
    expect((await bodyEditor()).getText()).toContain('重新打开时应显示的正文');
    expect(screen.getByTestId('entry-status').textContent).toBe('草稿');
  });

  it('keeps an unsaved change in the browser and offers it after a reload', async () => {
    server().use(http.post(`*${wikiSave.path}`, () => HttpResponse.error()));
    await signInAs('zhangsan');
    const first = await renderApp('/wiki/newCreate');
    const title = uniqueTitle('离线');
    await first.user.type(await screen.findByRole('textbox', { name: /^标题/ }), title);
    fireEvent.blur(titleInput());
    await screen.findByText(/^保存失败：网络连接失败/);
    first.unmount();

    server().resetHandlers();
    const second = await renderApp('/wiki/newCreate');
    expect(await screen.findByText('发现本浏览器中未保存的修改')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: '恢复本地修改' }));
    expect(titleInput().value).toBe(title);
    fireEvent.blur(titleInput());
    await screen.findByText(/^已自动保存/, undefined, SAVE_WAIT);
    expect((await list(runtime(), zhangsan, { keyword: title, mine: true })).body.data.total).toBe(1);
  }, 30_000);

  it('asks before leaving with unsaved changes', async () => {
    // The server never gets the change, however long the test takes.
    server().use(http.post(`*${wikiSave.path}`, () => HttpResponse.error()));
    await signInAs('zhangsan');
    const app = await renderApp('/wiki/newCreate');
    await app.user.type(await screen.findByRole('textbox', { name: /^标题/ }), '尚未保存的标题');
    void app.router.navigate({ to: '/index' });
    const dialog = await screen.findByRole('dialog', { name: '离开编辑页面？' });
    await app.user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '离开编辑页面？' })).toBeNull());
    expect(app.path()).toBe('/wiki/newCreate');

    void app.router.navigate({ to: '/index' });
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '不保存，离开' }));
    await waitFor(() => expect(app.path()).toBe('/index'));
  });

  it('shows the conflict dialog on a stale save and keeps the text', async () => {
    const saved = await save(runtime(), zhangsan, entry({ content: '<p>初稿</p>' }));
    await signInAs('zhangsan');
    const app = await renderApp(`/wiki/newCreate?id=${saved.id}`);
    await waitFor(() => expect(titleInput().value).toMatch(/^词条-/));
    // Another tab saves the same draft first.
    await save(runtime(), zhangsan, entry({ id: saved.id, baseVersion: 1, baseRevision: 1, content: '<p>另一个窗口的修改</p>' }));

    await typeBody('我在这个窗口写的段落');
    fireEvent.blur(titleInput());
    const dialog = await screen.findByRole('dialog', { name: '保存冲突：你的修改未被保存' }, SAVE_WAIT);
    expect(within(dialog).getByText(/该草稿已在别处保存过（修订号2）/)).toBeTruthy();
    expect(within(dialog).getByTestId('conflict-kept-text').textContent).toContain('我在这个窗口写的段落');
    expect(within(dialog).getByRole('button', { name: '复制标题和正文' })).toBeTruthy();
    // Nothing was overwritten: the server keeps the other tab's text, the editor keeps ours.
    expect((await detail(runtime(), zhangsan, saved.id)).body.data.contentText).toBe('另一个窗口的修改');
    expect((await bodyEditor()).getText()).toContain('我在这个窗口写的段落');

    await app.user.click(within(dialog).getByRole('button', { name: '加载最新版本并合并' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /保存冲突/ })).toBeNull());
    expect((await bodyEditor()).getText()).toContain('另一个窗口的修改');
    expect(screen.getByTestId('kept-text').textContent).toContain('我在这个窗口写的段落');
  }, 30_000);

  it('starts a new version when editing a published entry, leaving the published one for readers', async () => {
    const admin = await tokenFor(runtime(), 'admin');
    const id = await publish(runtime(), zhangsan, admin, { content: '<p>已发布的正文</p>' });
    await signInAs('zhangsan');
    await renderApp(`/wiki/newCreate?id=${id}`);
    await waitFor(() => expect(screen.getByTestId('entry-status').textContent).toBe('已发布'));
    await typeBody('修订中的新段落');
    fireEvent.blur(titleInput());
    await screen.findByText(/^已自动保存/, undefined, SAVE_WAIT);
    expect(screen.getByTestId('entry-status').textContent).toBe('草稿');
    expect(screen.getByText('第2版')).toBeTruthy();
    const published = (await detail(runtime(), zhangsan, id)).body.data;
    expect(published).toMatchObject({ version: 1, contentText: '已发布的正文', working: { version: 2, status: 'draft' } });
    expect((await detail(runtime(), zhangsan, id, 2)).body.data.contentText).toContain('修订中的新段落');
  });

  it('submits the draft for approval and can withdraw it', async () => {
    const saved = await save(runtime(), zhangsan, entry());
    await signInAs('zhangsan');
    const app = await renderApp(`/wiki/newCreate?id=${saved.id}`);
    await waitFor(() => expect(titleInput().value).toMatch(/^词条-/));
    await app.user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(screen.getByTestId('entry-status').textContent).toBe('待审核'));
    expect((await detail(runtime(), zhangsan, saved.id)).body.data.status).toBe('pending');
    expect(titleInput().disabled).toBe(true);

    await app.user.click(screen.getByRole('button', { name: '撤回审核' }));
    await waitFor(() => expect(screen.getByTestId('entry-status').textContent).toBe('草稿'));
    expect((await detail(runtime(), zhangsan, saved.id)).body.data.status).toBe('draft');
  });

  it("shows the reviewer's reason once punctuated in the rejection banner", async () => {
    const saved = await save(runtime(), zhangsan, entry());
    await submit(runtime(), zhangsan, saved.id);
    const admin = await tokenFor(runtime(), 'admin');
    const r = await call(
      runtime(),
      approvalDecide,
      { id: saved.id, approve: false, comment: '请注明统计周期，补充后重新提交。' },
      { token: admin },
    );
    expect(r.status).toBe(200);
    await signInAs('zhangsan');
    await renderApp(`/wiki/newCreate?id=${saved.id}`);
    const banner = (await screen.findByText('审核未通过')).closest('[role="alert"]') as HTMLElement;
    expect(banner.textContent).toContain('请注明统计周期，补充后重新提交。修改后可再次提交审核。');
    expect(banner.textContent).not.toContain('。。');
  });

  it('keeps labels, groups and fields when a save and a submit refresh the wiki', async () => {
    const saved = await save(runtime(), zhangsan, entry());
    await signInAs('zhangsan');
    const app = await renderApp(`/wiki/newCreate?id=${saved.id}`);
    await waitFor(() => expect(titleInput().value).toMatch(/^词条-/));
    // Reference data the editor shows: the domain's labels, the group tree and its custom fields.
    const REFERENCE = /\/aikn-app\/common\/(labelName|groupList|field)\b/;
    await waitFor(() => expect(app.queryClient.getQueryCache().findAll({ queryKey: ['reference'] }).length).toBeGreaterThan(2));
    const fetched: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (REFERENCE.test(new URL(request.url).pathname)) fetched.push(request.url);
    };
    server().events.on('request:start', onRequest);
    try {
      await app.user.type(titleInput(), '（修订）');
      await screen.findByText(/^已自动保存 \d\d:\d\d$/, undefined, SAVE_WAIT);
      await app.user.click(screen.getByRole('button', { name: '提交审核' }));
      await waitFor(() => expect(screen.getByTestId('entry-status').textContent).toBe('待审核'));
    } finally {
      server().events.removeListener('request:start', onRequest);
    }
    expect(fetched).toEqual([]);
  }, 30_000);

  it('refuses the editor to users without the wiki permission', async () => {
    await signInAs('lisi');
    await renderApp('/wiki/newCreate');
    expect(await screen.findByText('您没有词条知识的访问权限')).toBeTruthy();
  });
});
