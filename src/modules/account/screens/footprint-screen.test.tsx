import { createItem, userId } from '@server-test/knowledge/factory';
import { uniqueTitle } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { dayName } from './footprint-screen';

async function viewed(username: string, knowledgeId: number, daysAgo: number) {
  await runtime().deps.db.execute(sql`
    insert into footprints (user_id, knowledge_id, day, viewed_at)
    values (${await userId(runtime(), username)}, ${knowledgeId}, (now() at time zone 'Asia/Shanghai')::date - ${daysAgo}::int,
      now() - make_interval(days => ${daysAgo}))`);
}

describe('dayName', () => {
  it('says today, yesterday, or the date', () => {
    const now = new Date('2026-11-26T02:00:00Z'); // 10:00 in Shanghai
    expect(dayName('2026-11-26', now)).toBe('今天');
    expect(dayName('2026-11-25', now)).toBe('昨天');
    expect(dayName('2026-03-02', now)).toBe('3月2日');
    expect(dayName('2025-12-31', now)).toBe('2025年12月31日');
  });

  it("counts by the company's calendar, not the browser's: 16:30 UTC is already tomorrow in Shanghai", () => {
    const now = new Date('2026-11-25T16:30:00Z');
    expect(dayName('2026-11-26', now)).toBe('今天');
    expect(dayName('2026-11-25', now)).toBe('昨天');
  });
});

describe('/account/footprint', () => {
  it('groups reads by day, removes one, then clears all', async () => {
    const a = await createItem(runtime(), { authorUsername: 'admin', title: uniqueTitle('足迹今天') });
    const b = await createItem(runtime(), { authorUsername: 'admin', title: uniqueTitle('足迹三天前') });
    await viewed('zhangsan', a.id, 0);
    await viewed('zhangsan', b.id, 3);
    await signInAs('zhangsan');
    const app = await renderApp('/account/footprint');
    const today = await screen.findByRole('region', { name: '今天' });
    expect(within(today).getByText(a.title)).toBeTruthy();
    expect(within(today).queryByText(b.title)).toBeNull();
    expect(screen.getByText(b.title)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: `删除足迹：${a.title}` }));
    await waitFor(() => expect(screen.queryByText(a.title)).toBeNull());
    expect(screen.getByText(b.title)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('dialog', { name: '清空足迹' });
    await app.user.click(within(dialog).getByRole('button', { name: '全部清空' }));
    expect(await screen.findByText('还没有阅读足迹')).toBeTruthy();
  });
});
