import { adminCaseList } from '@contract/bbs/bbs-library';
import { postSave } from '@contract/bbs/bbs-posts';
import { screen, waitFor, within } from '@testing-library/react';
import { moderationState } from '@/test/bbs/community';
import { plateId, unique } from '@/test/bbs/post-flow';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';

async function publishedCase(title: string): Promise<number> {
  const plate = await plateId('制度问答');
  const saved = await callAs<{ id: number }>('zhangsan', postSave, {
    kind: 'case',
    plateId: plate,
    title,
    region: '华东',
    case: { background: '<p>背景</p>', solution: '<p>处置办法</p>' },
  });
  return saved.id;
}

describe('admin/case (案例管理)', () => {
  it('lists the forum’s cases with links, turns one into a wiki entry, and shows a second turn refused in Chinese', async () => {
    const tag = unique('案管');
    const post = await publishedCase(`${tag}双路供电`);
    await signInAs('admin');
    const requests = captureBodies(adminCaseList);
    const app = await renderApp(urlOf('/bbs/admin/case', { keyword: tag }));
    const table = await screen.findByRole('table', { name: '案例' });
    const link = await within(table).findByRole('link', { name: `${tag}双路供电` });
    expect(link.getAttribute('href')).toBe(`/webaikn/#/bbs/post-detail?id=${post}`);
    expect(within(table).getByText('华东')).toBeTruthy();
    expect(requests.bodies).toContainEqual({ page: 1, size: 20, sort: 'created', keyword: tag });
    requests.stop();

    await app.user.click(within(table).getByRole('button', { name: `转为词条：${tag}双路供电` }));
    const entry = await within(table).findByRole('link', { name: /^词条 #\d+$/ });
    expect(entry.getAttribute('href')).toMatch(/^\/webaikn\/#\/detail\?id=\d+$/);
    app.unmount();

    // Opened again, the case shows its button; the server refuses a second conversion and the page says why.
    const again = await renderApp(urlOf('/bbs/admin/case', { keyword: tag }));
    await again.user.click(await screen.findByRole('button', { name: `转为词条：${tag}双路供电` }));
    expect(await screen.findByText(/已转为知识词条（编号 \d+），不能重复转换/)).toBeTruthy();
  });

  it('hides a case with a reason (required), then restores it from the same list', async () => {
    const tag = unique('案隐');
    const post = await publishedCase(`${tag}机房断电`);
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/case', { keyword: tag }));
    const table = await screen.findByRole('table', { name: '案例' });
    await app.user.click(await within(table).findByRole('button', { name: `隐藏：${tag}机房断电` }));
    const dialog = await screen.findByRole('dialog', { name: '隐藏案例' });
    await app.user.click(within(dialog).getByRole('button', { name: '隐藏' }));
    expect(within(dialog).getByText('请填写隐藏原因')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: /隐藏原因/ }), '数据有误');
    await app.user.click(within(dialog).getByRole('button', { name: '隐藏' }));
    const restore = await within(table).findByRole('button', { name: `恢复：${tag}机房断电` });
    expect(await moderationState('post', post)).toBe('hidden');
    expect(within(table).getByRole('button', { name: `转为词条：${tag}机房断电` })).toHaveProperty('disabled', true);

    await waitFor(() => expect(restore).toHaveProperty('disabled', false));
    await app.user.click(restore);
    await within(table).findByRole('button', { name: `隐藏：${tag}机房断电` });
    expect(await moderationState('post', post)).toBe('visible');
  });
});
