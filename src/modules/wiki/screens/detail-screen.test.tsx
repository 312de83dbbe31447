import { favoriteFolders } from '@contract/knowledge/interaction';
import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { commentNum } from '@contract/messages/messages';
import { wikiDetail, wikiSave } from '@contract/wiki/wiki';
import { call, tokenFor } from '@server-test/client';
import { screen, waitFor, within } from '@testing-library/react';
import { configQueries } from '@/shared/config/config-queries';
import { callAs } from '@/test/call-as';
import { useConfigValues } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';
import { countRequests } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { publishEntry, userIdOf, wikiFieldId } from '@/test/wiki/entries';

const detailAs = (username: string, id: number) => callAs<KnowledgeDetail>(username, wikiDetail, {}, { id });

async function unreadComments(username: string): Promise<number> {
  const rows = await callAs<{ customType: number; num: number }[]>(username, commentNum, {});
  return rows.find((r) => r.customType === 6)?.num ?? 0;
}

describe('entry detail', () => {
  it('renders the published version with its table of contents and custom fields', async () => {
    const field = await wikiFieldId('version');
    const { id, title } = await publishEntry('zhangsan', { fields: [{ fieldId: field.id, value: 'V2.3' }] });
    await signInAs('admin');
    await renderApp(`/detail?id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(within(toc).getByRole('button', { name: '适用范围' })).toBeTruthy();
    expect(within(toc).getByRole('button', { name: '例外情形' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '适用范围' }).id).toBe('sec-1');
    const fields = screen.getByRole('region', { name: '自定义字段' });
    expect(within(fields).getByText(`${field.name}：`)).toBeTruthy();
    expect(within(fields).getByText('V2.3')).toBeTruthy();
    expect(screen.getByText('作者 张三')).toBeTruthy();
    // A published version carries no status badge and no working notice.
    expect(screen.queryByText('已发布')).toBeNull();
    // (A spinner of a part still loading is a status too, but no notice.)
    expect(screen.queryAllByRole('status').filter((el) => !el.matches('.mantine-Loader-root'))).toEqual([]);
  });

  it('toggles the like and the count changes on the server', async () => {
    const { id } = await publishEntry('zhangsan');
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    await app.user.click(await screen.findByRole('button', { name: '点赞（0）' }));
    const liked = await screen.findByRole('button', { name: '取消点赞（1）' });
    await waitFor(async () => expect((await detailAs('admin', id)).likeCount).toBe(1));
    await waitFor(() => expect((liked as HTMLButtonElement).disabled).toBe(false));
    await app.user.click(liked);
    expect(await screen.findByRole('button', { name: '点赞（0）' })).toBeTruthy();
    await waitFor(async () => expect((await detailAs('admin', id)).liked).toBe(false));
  });

  it('files the entry into a newly created folder', async () => {
    const { id } = await publishEntry('zhangsan');
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    const favourite = await screen.findByRole('button', { name: /^收藏 0/ });
    await app.user.click(favourite);
    await app.user.type(await screen.findByRole('textbox', { name: '新收藏夹名称' }), '制度汇编');
    await app.user.click(screen.getByRole('button', { name: '新建并收藏' }));
    // A text check: role queries over the whole detail page are slow on a busy machine.
    await waitFor(() => expect(favourite.textContent).toBe('已收藏 1'));
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    const folders = await callAs<{ name: string; count: number }[]>('admin', favoriteFolders, {});
    expect(folders.find((f) => f.name === '制度汇编')?.count).toBe(1);
    expect((await detailAs('admin', id)).favourited).toBe(true);
  });

  it('shows a new comment and a reply, and the author gets a comment message', async () => {
    const { id } = await publishEntry('zhangsan');
    const before = await unreadComments('zhangsan');
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    await app.user.type(await screen.findByRole('textbox', { name: '发表评论' }), '流程写得很清楚<b>赞</b>');
    await app.user.click(screen.getByRole('button', { name: '发表评论' }));
    // Comments are text: the markup shows as typed.
    expect(await screen.findByText('流程写得很清楚<b>赞</b>')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '评论 1' })).toBeTruthy();
    await waitFor(async () => expect(await unreadComments('zhangsan')).toBe(before + 1));

    await app.user.click(screen.getByRole('button', { name: '回复' }));
    await app.user.type(await screen.findByRole('textbox', { name: '回复管理员' }), '补充：附件见共享盘');
    await app.user.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByText('补充：附件见共享盘')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '评论 2' })).toBeTruthy();
  });

  it('hides the comment box when the comment switch is off', async () => {
    const { id, title } = await publishEntry('zhangsan');
    useConfigValues({ 'switch.comment': '0' });
    await signInAs('admin');
    await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await screen.findByText('评论功能已关闭')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '发表评论' })).toBeNull();
  });

  it("draws the reader's name as a watermark only when the switch is on", async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('admin');
    const first = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.querySelector('[data-watermark="管理员"]')).not.toBeNull());
    first.unmount();

    useConfigValues({ 'switch.watermark': '0' });
    const second = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(second.queryClient.getQueryData(configQueries.platform().queryKey)).toBeDefined());
    expect(document.querySelector('[data-watermark]')).toBeNull();
  });

  it('tells the author about a working draft and submits it', async () => {
    const { id, title } = await publishEntry('zhangsan');
    const token = await tokenFor(runtime(), 'zhangsan');
    await call(runtime(), wikiSave, { id, baseVersion: 1, title, content: '<p>修订稿</p>', labelIds: [], fields: [] }, { token });
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    expect(await screen.findByText('第2版为草稿，尚未提交审核')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('第2版正在审核')).toBeTruthy();
    expect(screen.getByRole('button', { name: '撤回审核' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('moves the entry to the recycle bin and leaves the page', async () => {
    const { id, title } = await publishEntry('zhangsan');
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    await app.user.click(screen.getByRole('button', { name: '删除' }));
    await app.user.click(await screen.findByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('已移入回收站')).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/list'));
    const r = await call(runtime(), wikiDetail, {}, { token: await tokenFor(runtime(), 'zhangsan'), params: { id } });
    expect(r.status).toBe(404);
  });
});

describe('entry detail refusals', () => {
  it('shows the not-found state for an entry the reader may not see', async () => {
    const { id } = await publishEntry('admin', {
      visibility: { scope: 'users', groupIds: [], userIds: [await userIdOf('admin')] },
    });
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    expect(await screen.findByRole('heading', { name: '词条不存在或无权查看' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(app.path()).not.toBe('/detail'));
  });

  it('shows the not-found state for an id that does not exist or is missing', async () => {
    await signInAs('zhangsan');
    const first = await renderApp('/detail?id=987654321');
    expect(await screen.findByRole('heading', { name: '词条不存在或无权查看' })).toBeTruthy();
    first.unmount();
    await renderApp('/detail/table?id=abc');
    expect(await screen.findByRole('heading', { name: '词条不存在或无权查看' })).toBeTruthy();
  });

  it('shows the not-found state to a user without the wiki permission, asking the server once', async () => {
    const { id } = await publishEntry('zhangsan');
    await signInAs('lisi');
    const asked = countRequests(`/aikn-app/wiki/detail/${id}`);
    await renderApp(`/detail?id=${id}`);
    expect(await screen.findByRole('heading', { name: '词条不存在或无权查看' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '目录' })).toBeNull();
    // A refusal is final: no second request when the screen mounts the query its loader saw refused (issue 28).
    await new Promise((r) => setTimeout(r, 300));
    asked.stop();
    expect(asked.count()).toBe(1);
  });
});
