import { screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('/admin/*', () => {
  it('shows the 404 page inside the console for an address it does not have', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/nope');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '管理后台' })).toBeTruthy();
    expect(app.path()).toBe('/admin/nope');
  });

  it('refuses an unknown address too to a user without a console key', async () => {
    await signInAs('zhangsan');
    await renderApp('/admin/nope');
    expect(await screen.findByText('管理后台仅对管理人员开放')).toBeTruthy();
  });

  it('opens at the first section a manager of one area may use', async () => {
    await runtime().deps.db.execute(sql`
      with r as (insert into roles (name, permissions) values ('字段管理员', array['ROLE_ADMIN_FIELD_MANAGE']) returning id)
      insert into user_roles (user_id, role_id) select u.id, r.id from users u, r where u.username = 'zhangsan'`);
    await signInAs('zhangsan');
    const app = await renderApp('/admin');
    await screen.findByRole('heading', { name: '字段' });
    expect(app.path()).toBe('/admin/fields');
  });
});
