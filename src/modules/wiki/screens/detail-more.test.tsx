import { commentAdd } from '@contract/knowledge/interaction';
import { commentNum } from '@contract/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { categoryLabel, publishEntry } from '@/test/wiki/entries';

async function unread(username: string, customType: number): Promise<number> {
  const rows = await callAs<{ customType: number; num: number }[]>(username, commentNum, {});
  return rows.find((r) => r.customType === customType)?.num ?? 0;
}

describe('entry detail sharing and comments', () => {
  it('shares the entry with a colleague, who gets a share message', async () => {
    const { id, title } = await publishEntry('zhangsan');
    const before = await unread('zhangsan', 10);
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    await app.user.click(screen.getByRole('button', { name: '分享' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '分享给同事' }));
    const dialog = await screen.findByRole('dialog', { name: '分享给同事' });
    await app.user.type(within(dialog).getByLabelText('分享对象'), '张三');
    await app.user.click(await screen.findByRole('option', { name: /^张三（zhangsan/ }));
    await app.user.type(within(dialog).getByRole('textbox', { name: '附言' }), '请阅读');
    await app.user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('已分享给1位同事')).toBeTruthy();
    await waitFor(async () => expect(await unread('zhangsan', 10)).toBe(before + 1));
  });

  it('keeps a removed comment with replies as a placeholder', async () => {
    const { id, title } = await publishEntry('zhangsan');
    const root = await callAs<{ id: number }>('admin', commentAdd, { knowledgeId: id, content: '这一条稍后删除' });
    await callAs('zhangsan', commentAdd, { knowledgeId: id, parentId: root.id, content: '作者的回复' });
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    const mine = await screen.findByRole('group', { name: '管理员的评论' });
    await app.user.click(within(mine).getByRole('button', { name: '删除' }));
    await app.user.click(await screen.findByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('该评论已删除')).toBeTruthy();
    expect(screen.getByText('作者的回复')).toBeTruthy();
    expect(screen.queryByText('这一条稍后删除')).toBeNull();
  });

  it('likes a comment, and its writer gets a like message', async () => {
    const { id } = await publishEntry('zhangsan');
    await callAs('admin', commentAdd, { knowledgeId: id, content: '写得好' });
    const before = await unread('admin', 17);
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    const comment = await screen.findByRole('group', { name: '管理员的评论' });
    await app.user.click(within(comment).getByRole('button', { name: '点赞评论（0）' }));
    expect(await within(comment).findByRole('button', { name: '取消点赞评论（1）' })).toBeTruthy();
    await waitFor(async () => expect(await unread('admin', 17)).toBe(before + 1));
  });

  it('lists related entries that share a label', async () => {
    const label = await categoryLabel('业务领域');
    const other = await publishEntry('zhangsan', { labelIds: [label.id] });
    const { id, title } = await publishEntry('zhangsan', { labelIds: [label.id] });
    await signInAs('admin');
    await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    const related = screen.getByRole('region', { name: '相关词条' });
    expect(await within(related).findByRole('link', { name: other.title })).toBeTruthy();
  });
});

describe('entry table', () => {
  it('shows the structured fields with labels by category', async () => {
    const label = await categoryLabel('知识类型');
    const { id, title } = await publishEntry('zhangsan', { labelIds: [label.id], summary: '表格摘要' });
    await signInAs('admin');
    const app = await renderApp(`/detail/table?id=${id}`);
    const table = await screen.findByRole('table', { name: '词条信息' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('标题')).getByText(title)).toBeTruthy();
    expect(within(row('作者')).getByText('张三')).toBeTruthy();
    expect(within(row('状态')).getByText('已发布')).toBeTruthy();
    expect(within(row('摘要')).getByText('表格摘要')).toBeTruthy();
    expect(within(await waitFor(() => row('标签 · 知识类型'))).getByText(label.name)).toBeTruthy();
    expect(within(row('当前版本')).getByText('第1版（最新第1版）')).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: '返回词条' }));
    await waitFor(() => expect(app.path()).toBe('/detail'));
  });
});
