import { DOMAIN_IDS } from '@contract/platform/domains';
import { createItem, userId } from '@server-test/knowledge/factory';
import { uniqueTitle } from '@server-test/wiki/flow';
import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('/account/home', () => {
  it('shows my numbers, my story of the year and the centre navigation', async () => {
    await createItem(runtime(), { authorUsername: 'zhangsan', title: uniqueTitle('主页我的词条'), views: 12 });
    const read = await createItem(runtime(), { authorUsername: 'admin', title: uniqueTitle('主页读过') });
    const uid = await userId(runtime(), 'zhangsan');
    await runtime().deps.db.execute(sql`
      insert into footprints (user_id, knowledge_id, day, viewed_at)
      values (${uid}, ${read.id}, current_date, now()) on conflict do nothing`);
    await signInAs('zhangsan');
    await renderApp('/account/home');

    const story = await screen.findByRole('region', { name: '我的知识故事' });
    expect(within(story).getByRole('img', { name: /每月阅读/ })).toBeTruthy();
    expect(within(story).getByRole('link', { name: read.title })).toBeTruthy();

    const published = await screen.findByRole('group', { name: /^已发布词条 \d+$/ });
    const count = Number(published.getAttribute('aria-label')!.replace(/\D/g, ''));
    const db = await runtime().deps.db.execute<{ n: number }>(sql`
      select count(*)::int as n from knowledge
      where author_id = ${uid} and domain_id = ${DOMAIN_IDS.wiki} and published_version is not null and deleted_at is null`);
    expect(count).toBe(db.rows[0].n);
    expect(within(published).getByRole('link').getAttribute('href')).toContain('/account/publish');

    const nav = screen.getByRole('navigation', { name: '个人中心' });
    expect(within(nav).getByRole('link', { name: '个人主页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '我的草稿' }).getAttribute('href')).toBe('/webaikn/#/account/draft');
  });
});
