import { tokenFor } from '@server-test/client';
import { approve, entry, idOf, publish, save, submit, uniqueTitle } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

let zhangsan: string;
let admin: string;
beforeAll(async () => {
  [zhangsan, admin] = await Promise.all([tokenFor(runtime(), 'zhangsan'), tokenFor(runtime(), 'admin')]);
});

const marked = (tag: 'ins' | 'del') => [...document.querySelectorAll(tag)].map((e) => e.textContent).join('|');

describe('knowledge compare', () => {
  it('marks an inserted and a deleted phrase between two versions', async () => {
    const title = uniqueTitle('报销制度');
    const label = await idOf(runtime(), 'labels', '财务管理');
    const id = await publish(runtime(), zhangsan, admin, {
      title,
      content: '<p>差旅费用请在周五前提交纸质报销单。</p><p>审批由部门经理负责。</p><p>本条已经废止。</p>',
    });
    await save(
      runtime(),
      zhangsan,
      entry({
        id,
        baseVersion: 1,
        title,
        labelIds: [label],
        content: '<p>差旅费用请在周三前提交电子报销单。</p><p>审批由部门经理负责。</p><p>New rules for overseas trips.</p>',
      }),
    );
    await submit(runtime(), zhangsan, id);
    await approve(runtime(), admin, id);

    await signInAs('zhangsan');
    await renderApp(`/knowledge-compare?leftId=${id}&leftVersion=1&rightId=${id}&rightVersion=2`);
    await screen.findByTestId('diff-stats');
    expect(screen.getByTestId('diff-stats').textContent).toBe('修改 1 段 · 删除 1 段 · 新增 1 段');
    expect(marked('del')).toBe('五|纸质|本条已经废止。');
    expect(marked('ins')).toBe('三|电子|New rules for overseas trips.');
    expect(screen.getByText(`${title}（未改动）`)).toBeTruthy();
    expect(screen.getByLabelText('新增标签 财务管理')).toBeTruthy();
  });

  it('compares two different entries picked by title and keeps the choice in the URL', async () => {
    const left = await publish(runtime(), zhangsan, admin, { title: uniqueTitle('对比甲'), content: '<p>共同的开头</p>' });
    const rightTitle = uniqueTitle('对比乙');
    await publish(runtime(), zhangsan, admin, { title: rightTitle, content: '<p>共同的开头</p><p>乙独有的段落</p>' });

    await signInAs('zhangsan');
    const app = await renderApp(`/knowledge-compare?leftId=${left}`);
    expect(await screen.findByText('请在左右两侧各选择一个词条（可选择版本），即可查看差异。')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: '右侧（新内容）词条' });
    await app.user.type(picker, rightTitle);
    // Mantine's dropdown is still in its opening transition for jsdom, so its options count as hidden.
    await app.user.click(await screen.findByRole('option', { name: rightTitle, hidden: true }));

    await waitFor(() => expect(app.search()).toMatchObject({ leftId: left, rightId: expect.any(Number) }));
    await screen.findByTestId('diff-stats');
    expect(marked('ins')).toMatch(/\|乙独有的段落$/);
    expect(within(screen.getByTestId('diff-stats')).getByText('修改 0 段 · 删除 0 段 · 新增 1 段')).toBeTruthy();
  });

  it('compares the previous published version with the latest when asked for the same entry', async () => {
    const title = uniqueTitle('版本对比');
    const id = await publish(runtime(), zhangsan, admin, { title, content: '<p>年假按工龄计算，最多十天。</p>' });
    await save(runtime(), zhangsan, entry({ id, baseVersion: 1, title, content: '<p>年假按工龄计算，最多十五天。</p>' }));
    await submit(runtime(), zhangsan, id);
    await approve(runtime(), admin, id);

    await signInAs('zhangsan');
    const app = await renderApp(`/knowledge-compare?leftId=${id}`);
    await app.user.click(await screen.findByRole('button', { name: '对比同一词条的版本' }));
    await waitFor(() => expect(app.search()).toMatchObject({ leftId: id, leftVersion: 1, rightId: id, rightVersion: 2 }));
    await screen.findByTestId('diff-stats');
    expect(screen.getByTestId('diff-stats').textContent).toBe('修改 1 段 · 删除 0 段 · 新增 0 段');
    expect(marked('ins')).toBe('五');
  });

  it('says so when the entry has a single version', async () => {
    const id = await publish(runtime(), zhangsan, admin, { title: uniqueTitle('单版本'), content: '<p>只有一个版本。</p>' });
    await signInAs('zhangsan');
    const app = await renderApp(`/knowledge-compare?leftId=${id}`);
    await app.user.click(await screen.findByRole('button', { name: '对比同一词条的版本' }));
    expect(await screen.findByText('该词条只有一个版本，暂无可对比的历史版本。')).toBeTruthy();
    expect(app.search()).toMatchObject({ leftId: id });
    expect(app.search().rightId).toBeUndefined();
  });
});
