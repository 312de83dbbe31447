import { tokenFor } from '@server-test/client';
import { approve, detail, entry, publish, save, submit } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

let zhangsan: string;
let admin: string;
beforeAll(async () => {
  [zhangsan, admin] = await Promise.all([tokenFor(runtime(), 'zhangsan'), tokenFor(runtime(), 'admin')]);
});

/** An entry of zhangsan with two published versions. */
async function twoVersions() {
  const id = await publish(runtime(), zhangsan, admin, { content: '<p>第一版的正文</p>' });
  await save(runtime(), zhangsan, entry({ id, baseVersion: 1, content: '<p>第二版的正文</p>' }));
  await submit(runtime(), zhangsan, id);
  await approve(runtime(), admin, id, '同意更新');
  return id;
}

async function openHistory(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.click(await screen.findByRole('button', { name: '版本历史' }));
  return screen.findByRole('dialog', { name: '版本历史' });
}

describe('version history', () => {
  it('lists versions with their state, editor and approval comment', async () => {
    const id = await twoVersions();
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    const drawer = await openHistory(app);
    const v2 = await within(drawer).findByTestId('version-2');
    expect(within(v2).getByText('已发布')).toBeTruthy();
    expect(within(v2).getByText(/张三 · 刚刚/)).toBeTruthy();
    expect(within(v2).getByText(/同意更新/)).toBeTruthy();
    expect(within(within(drawer).getByTestId('version-1')).getByText('历史版本')).toBeTruthy();
  });

  it('links two picked versions to the compare view, older on the left', async () => {
    const id = await twoVersions();
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    const drawer = await openHistory(app);
    await app.user.click(await within(drawer).findByRole('checkbox', { name: '选择第2版进行对比' }));
    await app.user.click(within(drawer).getByRole('checkbox', { name: '选择第1版进行对比' }));
    await app.user.click(within(drawer).getByRole('link', { name: '对比所选版本' }));
    await waitFor(() => expect(app.path()).toBe('/knowledge-compare'));
    expect(app.search()).toEqual({ leftId: id, leftVersion: 1, rightId: id, rightVersion: 2 });
  });

  it('rolls back to an earlier version as a new version waiting for approval', async () => {
    const id = await twoVersions();
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    const drawer = await openHistory(app);
    const v1 = await within(drawer).findByTestId('version-1');
    await app.user.click(within(v1).getByRole('button', { name: '回滚到此版本' }));
    const confirm = await screen.findByRole('dialog', { name: '回滚到第1版？' });
    expect(within(confirm).getByText(/新建第3版/)).toBeTruthy();
    await app.user.click(within(confirm).getByRole('button', { name: '确认回滚' }));

    expect(await within(drawer).findByText('已回滚：第1版的内容已作为第3版提交审核，审核通过后发布。')).toBeTruthy();
    const v3 = await within(drawer).findByTestId('version-3');
    expect(within(v3).getByText('由第1版回滚而来')).toBeTruthy();
    expect(within(v3).getByText('待审核')).toBeTruthy();
    const after = (await detail(runtime(), zhangsan, id, 3)).body.data;
    expect(after).toMatchObject({ versionStatus: 'pending', contentText: '第一版的正文' });
  });

  it('publishes an approver’s rollback at once', async () => {
    const id = await twoVersions();
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}`);
    const drawer = await openHistory(app);
    await app.user.click(within(await within(drawer).findByTestId('version-1')).getByRole('button', { name: '回滚到此版本' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: '回滚到第1版？' })).getByRole('button', { name: '确认回滚' }),
    );
    expect(await within(drawer).findByText('已回滚：第1版的内容已作为第3版发布。')).toBeTruthy();
    expect((await detail(runtime(), zhangsan, id)).body.data).toMatchObject({ version: 3, contentText: '第一版的正文' });
  });
});
