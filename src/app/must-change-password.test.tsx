import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('a password an administrator set', () => {
  it('is changed before anything else shows, then the asked-for page opens where the user is', async () => {
    await runtime().deps.db.execute(sql`update users set must_change_password = true where username = 'lisi'`);
    await signInAs('lisi');
    const app = await renderApp('/library');
    await screen.findByRole('heading', { name: '修改初始密码' });
    // No shell: nothing else of the app is offered until the password is changed.
    expect(screen.queryByRole('banner')).toBeNull();

    const form = screen.getByRole('heading', { name: '修改初始密码' }).closest('section') as HTMLElement;
    await app.user.type(within(form).getByLabelText('原密码'), runtime().deps.config.demoPassword);
    await app.user.type(within(form).getByLabelText(/^新密码/), 'Lisi2027first');
    await app.user.type(within(form).getByLabelText('确认新密码'), 'Lisi2027first');
    await app.user.click(within(form).getByRole('button', { name: '修改密码' }));
    await screen.findByRole('banner');
    expect(app.path()).toBe('/library');
    expect(screen.queryByRole('heading', { name: '修改初始密码' })).toBeNull();
    const flag = await runtime().deps.db.execute<{ must: boolean }>(
      sql`select must_change_password as must from users where username = 'lisi'`,
    );
    expect(flag.rows[0].must).toBe(false);
  });
});
