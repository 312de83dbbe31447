import { adminExpertDecide, expertList } from '@contract/bbs/bbs-experts';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { captureBodies, urlOf } from '@/test/requests';
import { runtime } from '@/test/runtime';
import { label } from '@/test/wiki/list';

describe('expert (专家)', () => {
  it('applies with fields and an introduction, shows the application waiting, and lists the expert once approved', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/bbs/expert');
    await app.user.click(await screen.findByRole('button', { name: '申请成为专家' }));
    const dialog = await screen.findByRole('dialog', { name: '申请成为专家' });
    await app.user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(within(dialog).getByText('请至少选择一个擅长领域')).toBeTruthy();
    expect(within(dialog).getByText('请填写个人介绍')).toBeTruthy();

    const fields = within(dialog).getByLabelText(/擅长领域/);
    await app.user.click(fields);
    const options = await waitFor(() => {
      const list = document.getElementById(fields.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('选项列表没有打开');
      return list;
    });
    await app.user.click(await within(options).findByRole('option', { name: '案例经验', hidden: true }));
    await app.user.type(within(dialog).getByRole('textbox', { name: /个人介绍/ }), '负责机房运维八年');
    await app.user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('专家申请待审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请成为专家' })).toBeNull();

    await callAs('admin', adminExpertDecide, { approve: true }, { id: await userId(runtime(), 'zhangsan') });
    app.unmount();
    const field = await label('案例经验');
    const requests = captureBodies(expertList);
    const again = await renderApp(urlOf('/bbs/expert', { labelId: field, keyword: '张三' }));
    const card = await screen.findByRole('article', { name: '张三' });
    expect(within(card).getByText('负责机房运维八年')).toBeTruthy();
    expect(within(card).getByText('案例经验')).toBeTruthy();
    expect(within(card).getByText(/采纳率/)).toBeTruthy();
    expect(screen.getByText('你是认证专家')).toBeTruthy();
    expect(requests.bodies).toContainEqual({ page: 1, size: 18, keyword: '张三', labelId: field });
    requests.stop();
    // The select names the field once the labels have arrived.
    await waitFor(() =>
      expect(screen.getAllByLabelText('擅长领域').find((e) => e.tagName === 'INPUT')).toHaveProperty('value', '案例经验'),
    );

    // Back to the whole list with Enter on an emptied keyword: the field stays, the keyword leaves the URL.
    await again.user.clear(screen.getByRole('textbox', { name: '关键词' }));
    await again.user.type(screen.getByRole('textbox', { name: '关键词' }), '{Enter}');
    await waitFor(() => expect(again.search()).toEqual({ labelId: field }));
  });
});
