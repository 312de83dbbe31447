import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const db = () => runtime().deps.db;
const roleRow = async (name: string) =>
  (
    await db().execute<{ permissions: string[]; data_scope: number }>(
      sql`select permissions, data_scope from roles where name = ${name}`,
    )
  ).rows[0];

describe('/admin/roles', () => {
  it('keeps the role and its tab in the URL, grants a key and the data scope, and saves them', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/roles');
    const nav = await screen.findByRole('navigation', { name: '角色列表' });
    await app.user.click(await within(nav).findByRole('button', { name: /普通员工/ }));
    await waitFor(() => expect(app.search()).toMatchObject({ roleId: expect.any(Number) }));
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(box('词条知识').checked).toBe(true));
    expect(box('统计报表').checked).toBe(false);

    await app.user.click(box('统计报表'));
    await app.user.click(screen.getByRole('radio', { name: '全部数据' }));
    await app.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => {
      const r = await roleRow('普通员工');
      expect(r.permissions).toContain('ROLE_REPORT_DISPLAY');
      expect(r.data_scope).toBe(1);
    });

    await app.user.click(screen.getByRole('tab', { name: /成员/ }));
    await waitFor(() => expect(app.search()).toMatchObject({ tab: 'members' }));
    const members = await screen.findByRole('table', { name: '角色成员' });
    await within(members).findByText('zhangsan');

    // The same address opens the same role on the same tab.
    const href = app.router.state.location.href;
    app.unmount();
    await renderApp(href);
    await within(await screen.findByRole('table', { name: '角色成员' })).findByText('zhangsan');
  });

  it('refuses an empty name and a clashing one with the reason, changing nothing', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/roles');
    await app.user.click(
      await within(await screen.findByRole('navigation', { name: '角色列表' })).findByRole('button', { name: /文档专员/ }),
    );
    const name = await screen.findByLabelText('角色名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('文档专员'));
    await app.user.clear(name);
    await app.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色名称不能为空')).toBeTruthy();
    await app.user.type(name, '访客');
    await app.user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色名称已存在')).toBeTruthy();
    expect(await roleRow('文档专员')).toBeTruthy();
  });

  it('asks before picking another role while the editor has unsaved changes', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/roles');
    const nav = await screen.findByRole('navigation', { name: '角色列表' });
    await app.user.click(await within(nav).findByRole('button', { name: /文档专员/ }));
    const name = await screen.findByLabelText('角色名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('文档专员'));
    await app.user.type(name, '甲');
    await app.user.click(within(nav).getByRole('button', { name: /访客/ }));
    let dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await app.user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '离开此页面？' })).toBeNull());
    expect((screen.getByLabelText('角色名称') as HTMLInputElement).value).toBe('文档专员甲');
    await app.user.click(within(nav).getByRole('button', { name: /访客/ }));
    dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await app.user.click(within(dialog).getByRole('button', { name: '离开' }));
    await waitFor(() => expect((screen.getByLabelText('角色名称') as HTMLInputElement).value).toBe('访客'));
    expect(await roleRow('文档专员')).toBeTruthy();
  });

  it('locks the administrators role and greys keys a delegated manager does not hold', async () => {
    await db().execute(sql`
      with r as (insert into roles (name, permissions) values ('角色管理员', array['ROLE_ADMIN_ROLE_MANAGE', 'ROLE_WIKI_DISPLAY_WEB']) returning id)
      insert into user_roles (user_id, role_id) select u.id, r.id from users u, r where u.username = 'lisi'`);
    await signInAs('lisi');
    const app = await renderApp('/admin/roles');
    const nav = await screen.findByRole('navigation', { name: '角色列表' });
    await app.user.click(await within(nav).findByRole('button', { name: /系统管理员/ }));
    await waitFor(() => expect((screen.getByLabelText('角色名称') as HTMLInputElement).disabled).toBe(true));
    await app.user.click(within(nav).getByRole('button', { name: /访客/ }));
    await waitFor(() => expect((screen.getByLabelText('角色名称') as HTMLInputElement).value).toBe('访客'));
    expect((screen.getByRole('checkbox', { name: '词条知识' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: '用户管理' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: '统计报表' }) as HTMLInputElement).disabled).toBe(true);
  });
});
