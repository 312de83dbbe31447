import { adminTopicList, topicPropose } from '@contract/bbs/bbs-topics';
import { screen, waitFor, within } from '@testing-library/react';
import { unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';

const propose = (name: string) => callAs<{ id: number }>('zhangsan', topicPropose, { name, description: `${name}的说明` });
const rowNames = (tag: string) =>
  screen
    .queryAllByRole('row')
    .map((r) => r.querySelector('td a')?.textContent ?? '')
    .filter((n) => n.startsWith(tag));

describe('admin/topic (话题管理)', () => {
  it('approves a proposal and refuses another with a reason; the keyword and tab stay in the URL', async () => {
    const tag = unique('话');
    await propose(`${tag}甲`);
    await propose(`${tag}乙`);
    await signInAs('admin');
    const requests = captureBodies(adminTopicList);
    const app = await renderApp(urlOf('/bbs/admin/topic', { keyword: tag }));
    await waitFor(() => expect(rowNames(tag).sort()).toEqual([`${tag}乙`, `${tag}甲`]));
    expect(requests.bodies).toContainEqual({ state: 'proposed', page: 1, size: 20, keyword: tag });
    requests.stop();

    await app.user.click(screen.getByRole('button', { name: `通过：${tag}甲` }));
    await waitFor(() => expect(rowNames(tag)).toEqual([`${tag}乙`]));

    await app.user.click(screen.getByRole('button', { name: `拒绝：${tag}乙` }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝话题' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /拒绝原因/ }), '与现有话题重复');
    await app.user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([]));

    await app.user.click(screen.getByRole('tab', { name: '已通过' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: tag, tab: 'approved' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([`${tag}甲`]));
    await app.user.click(screen.getByRole('tab', { name: '未通过' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([`${tag}乙`]));
  });

  it('creates, edits and deletes a topic, and shows the server refusing a duplicate name', async () => {
    const tag = unique('管');
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/topic', { keyword: tag, tab: 'approved' }));
    await app.user.click(await screen.findByRole('button', { name: '新建话题' }));
    let dialog = await screen.findByRole('dialog', { name: '新建话题' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /话题名称/ }), `${tag}一`);
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([`${tag}一`]));

    await app.user.click(screen.getByRole('button', { name: '新建话题' }));
    dialog = await screen.findByRole('dialog', { name: '新建话题' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /话题名称/ }), `${tag}一`);
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/已存在|重复/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: '取消' }));

    await app.user.click(screen.getByRole('button', { name: `编辑：${tag}一` }));
    dialog = await screen.findByRole('dialog', { name: '编辑话题' });
    const name = within(dialog).getByRole('textbox', { name: /话题名称/ });
    await app.user.clear(name);
    await app.user.type(name, `${tag}二`);
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([`${tag}二`]));

    await app.user.click(screen.getByRole('button', { name: `删除：${tag}二` }));
    dialog = await screen.findByRole('dialog', { name: '删除话题' });
    await app.user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(rowNames(tag)).toEqual([]));
  });
});
