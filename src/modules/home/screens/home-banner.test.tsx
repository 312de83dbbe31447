import { screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const hero = async () => (await screen.findByRole('heading', { name: /，张三$/ })).parentElement as HTMLElement;

describe('the home banner (系统图片 → 首页横幅)', () => {
  it('shows the theme gradient until a banner is configured, then the banner behind the greeting', async () => {
    await signInAs('zhangsan');
    const first = await renderApp('/index');
    expect((await hero()).getAttribute('data-banner')).toBeNull();
    first.unmount();

    await runtime().deps.db.execute(sql`
      insert into image_paths (pic_type, path) values ('homeBanner', '/aikn-app/login/image/homeBanner/abc')
      on conflict (pic_type) do update set path = excluded.path`);
    await renderApp('/index');
    await waitFor(async () => expect((await hero()).getAttribute('data-banner')).toBe('image'));
    expect((await hero()).style.backgroundImage).toContain('/aikn-app/login/image/homeBanner/abc');
  });
});
