import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { screenWhere } from '@/test/media';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

/** The usernames of the table's rows, in order. */
const usernames = () =>
  within(screen.getByRole('table', { name: '用户列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('/admin/users', () => {
  it('shows each user as a card with the actions menu in reach on a phone, ordered from a select (issue 28)', async () => {
    const wide = screenWhere(/max-width/);
    try {
      await signInAs('admin');
      const app = await renderApp('/admin/users');
      const cards = await screen.findAllByRole('article');
      expect(screen.queryByRole('table', { name: '用户列表' })).toBeNull();
      expect(cards.length).toBeGreaterThan(1);
      const zhang = cards.find((c) => within(c).queryByText('zhangsan'))!;
      expect(within(zhang).getByRole('button', { name: '操作：张三' })).toBeTruthy();
      await app.user.click(screen.getByLabelText('用户列表排序'));
      await app.user.click((await screen.findAllByRole('option', { name: /↑$/, hidden: true }))[0]!);
      await waitFor(() => expect(app.search()).toHaveProperty('sort'));
    } finally {
      wide();
    }
  });

  it('is where /admin opens for a user manager, with the console menu and the header entry', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin');
    await screen.findByRole('heading', { name: '用户' });
    expect(app.path()).toBe('/admin/users');
    const menu = screen.getByRole('navigation', { name: '管理后台' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['用户', '组织', '角色', '标签', '字段', '配置', '敏感词', '图谱管理', '操作记录']);
    expect(screen.getAllByRole('link', { name: '管理后台' }).length).toBeGreaterThan(0);
  });

  it('keeps filters, order and page in the URL and reads them back from it', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/users?state=enabled&sort=username&desc=true');
    await waitFor(() => expect(usernames()).toEqual(['zhangsan', 'wangwu', 'lisi', 'admin']));

    await app.user.click(screen.getByRole('button', { name: /用户名/ }));
    await waitFor(() => expect(app.search()).toMatchObject({ sort: 'username', state: 'enabled' }));
    expect(app.search()).not.toHaveProperty('desc');
    await waitFor(() => expect(usernames()).toEqual(['admin', 'lisi', 'wangwu', 'zhangsan']));

    await app.user.type(screen.getByLabelText('姓名'), '张');
    await waitFor(() => expect(app.search()).toMatchObject({ keyword: '张', sort: 'username' }));
    await waitFor(() => expect(usernames()).toEqual(['zhangsan']));

    // A reload of the same address shows the same rows.
    const href = app.router.state.location.href;
    app.unmount();
    const again = await renderApp(href);
    await waitFor(() => expect(usernames()).toEqual(['zhangsan']));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张');
    again.unmount();
  });

  it('pages on the server and ignores a page or state it cannot read', async () => {
    await runtime().deps.db.execute(sql`
      insert into users (username, nickname, type) select 'page' || n, '分页' || n, 1 from generate_series(1, 25) n`);
    await signInAs('admin');
    const app = await renderApp('/admin/users?keyword=page&sort=id');
    await waitFor(() => expect(usernames()).toHaveLength(20));
    await app.user.click(within(screen.getByLabelText('用户列表分页')).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.search()).toMatchObject({ page: 2, keyword: 'page' }));
    await waitFor(() => expect(usernames()).toEqual(['page21', 'page22', 'page23', 'page24', 'page25']));
    app.unmount();
    // A hand-edited page or state is ignored: the first page of everyone.
    await renderApp('/admin/users?page=abc&state=nope&sort=id');
    await waitFor(() => expect(usernames()).toHaveLength(20));
    expect(usernames()[0]).toBe('admin');
  });

  it('checks the user form with Chinese messages before sending, and shows the server’s refusal', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/users');
    await app.user.click(await screen.findByRole('button', { name: '新建用户' }));
    const form = await screen.findByRole('form', { name: '新建用户' });
    await app.user.type(within(form).getByLabelText(/^用户名/), '1bad');
    await app.user.type(within(form).getByLabelText(/^初始密码/), 'short');
    await app.user.type(within(form).getByLabelText('手机号'), '123');
    await app.user.type(within(form).getByLabelText('电子邮箱'), 'nope');
    await app.user.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByText('用户名须以字母开头，3到32位字母、数字、下划线、点或横线')).toBeTruthy();
    expect(within(form).getByText('密码须为8到64位，且同时包含字母和数字')).toBeTruthy();
    expect(within(form).getByText('昵称不能为空')).toBeTruthy();
    expect(within(form).getByText('请输入有效的11位手机号')).toBeTruthy();
    expect(within(form).getByText('请输入有效的电子邮箱')).toBeTruthy();

    await app.user.clear(within(form).getByLabelText(/^用户名/));
    await app.user.type(within(form).getByLabelText(/^用户名/), 'formuser');
    await app.user.clear(within(form).getByLabelText(/^初始密码/));
    await app.user.type(within(form).getByLabelText(/^初始密码/), 'Form2026x');
    await app.user.type(within(form).getByLabelText(/^昵称/), '表单用户');
    await app.user.clear(within(form).getByLabelText('手机号'));
    // zhangsan's mobile: the server refuses it and the drawer stays open with its message.
    await app.user.type(within(form).getByLabelText('手机号'), '13800000001');
    await app.user.clear(within(form).getByLabelText('电子邮箱'));
    await app.user.click(within(form).getByRole('button', { name: '创建' }));
    expect(await within(form).findByText('手机号已被其他用户使用')).toBeTruthy();

    await app.user.clear(within(form).getByLabelText('手机号'));
    await app.user.click(within(form).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '新建用户' })).toBeNull());
    const rows = await runtime().deps.db.execute<{ nickname: string; must: boolean }>(
      sql`select nickname, must_change_password as must from users where username = 'formuser'`,
    );
    expect(rows.rows).toEqual([{ nickname: '表单用户', must: true }]);
  });

  it('offers no console to a user without a console key', async () => {
    await signInAs('zhangsan');
    await renderApp('/admin/users');
    expect(await screen.findByText('管理后台仅对管理人员开放')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
  });
});
