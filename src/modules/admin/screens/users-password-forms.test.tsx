import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { countRequests } from '@/test/requests';

const RULE = '密码须为8到64位，且同时包含字母和数字';

describe('/admin/users password forms', () => {
  it('judges a reset password by the contract before anything is sealed or sent', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/users');
    const sent = countRequests(/\/base-admin\/(login\/keyPair|user\/resetPassword\/)/);
    try {
      const button = await screen.findByRole('button', { name: '操作：张三' });
      await app.user.click(button);
      // The menu's items are hidden while it opens (its transition); found by the menu the button controls.
      const menu = await waitFor(() => {
        const el = document.getElementById(button.getAttribute('aria-controls') ?? '');
        if (!el) throw new Error('张三的操作菜单没有打开');
        return el;
      });
      await app.user.click(await within(menu).findByRole('menuitem', { name: '重置密码', hidden: true }));
      const dialog = await screen.findByRole('dialog', { name: '重置密码' });
      await app.user.click(within(dialog).getByRole('button', { name: '重置密码' }));
      expect(within(dialog).getByText('请输入初始密码')).toBeTruthy();
      await app.user.type(within(dialog).getByLabelText(/^新的初始密码/), 'short');
      await app.user.click(within(dialog).getByRole('button', { name: '重置密码' }));
      expect(within(dialog).getByText(RULE, { ignore: '.mantine-InputWrapper-description' })).toBeTruthy();
      expect(sent.count()).toBe(0);
    } finally {
      sent.stop();
    }
  });

  it('asks the import for a file and a valid initial password before sending', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/users');
    const sent = countRequests(/\/base-admin\/(login\/keyPair|user\/import$)/);
    try {
      await app.user.click(await screen.findByRole('button', { name: '导入' }));
      const dialog = await screen.findByRole('dialog', { name: '导入用户' });
      await app.user.type(within(dialog).getByLabelText(/^初始密码/), 'onlyletters');
      await app.user.click(within(dialog).getByRole('button', { name: '导入' }));
      expect(within(dialog).getByText('请选择要导入的文件')).toBeTruthy();
      expect(within(dialog).getByText(RULE, { ignore: '.mantine-InputWrapper-description' })).toBeTruthy();
      expect(sent.count()).toBe(0);
    } finally {
      sent.stop();
    }
  });
});
