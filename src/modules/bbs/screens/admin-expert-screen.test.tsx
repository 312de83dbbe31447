import { expertApply } from '@contract/bbs/bbs-experts';
import { grantKeys } from '@server-test/grants';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { label } from '@/test/wiki/list';

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .map((r) => r.querySelector('td a')?.textContent ?? '')
    .filter(Boolean);

describe('admin/expert (专家管理)', () => {
  it('approves one application, refuses another with a reason, and revokes an expert', async () => {
    await grantKeys(runtime(), 'lisi', '论坛测试-专家管理-lisi', ['ROLE_BBS_DISPLAY']);
    const field = await label('案例经验');
    await callAs('zhangsan', expertApply, { labelIds: [field], introduction: '十年运维经验' });
    await callAs('lisi', expertApply, { labelIds: [field], introduction: '熟悉制度' });
    await signInAs('admin');
    const app = await renderApp(urlOf('/bbs/admin/expert', { keyword: '张三' }));
    await waitFor(() => expect(rowNames()).toEqual(['张三']));
    expect(screen.getByText('十年运维经验')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '通过：张三' }));
    await waitFor(() => expect(rowNames()).toEqual([]));

    await app.user.click(screen.getByRole('tab', { name: '已认证' }));
    await waitFor(() => expect(rowNames()).toEqual(['张三']));
    await app.user.click(screen.getByRole('button', { name: '撤销认证：张三' }));
    let dialog = await screen.findByRole('dialog', { name: '撤销专家认证' });
    await app.user.click(within(dialog).getByRole('button', { name: '撤销认证' }));
    expect(within(dialog).getByText('请填写撤销原因')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: /撤销原因/ }), '长期未回答');
    await app.user.click(within(dialog).getByRole('button', { name: '撤销认证' }));
    await waitFor(() => expect(rowNames()).toEqual([]));

    app.unmount();
    const second = await renderApp(urlOf('/bbs/admin/expert', { keyword: '李四' }));
    await waitFor(() => expect(rowNames()).toEqual(['李四']));
    await second.user.click(screen.getByRole('button', { name: '拒绝：李四' }));
    dialog = await screen.findByRole('dialog', { name: '拒绝专家申请' });
    await second.user.type(within(dialog).getByRole('textbox', { name: /拒绝原因/ }), '经验不足');
    await second.user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(rowNames()).toEqual([]));
    await second.user.click(screen.getByRole('tab', { name: '未通过' }));
    await waitFor(() => expect(second.search()).toEqual({ keyword: '李四', tab: 'refused' }));
    await waitFor(() => expect(rowNames()).toEqual(['李四']));
  });
});
