import { createItem, userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

/** An item with `n` top-level comments by lisi, one minute apart; their ids oldest first. */
async function itemWithComments(n: number) {
  const item = await createItem(runtime(), { authorUsername: 'zhangsan', title: `评论定位${n}` });
  const lisi = await userId(runtime(), 'lisi');
  const r = await runtime().deps.db.execute<{ id: number }>(sql`
    insert into comments (knowledge_id, user_id, content, created_at)
    select ${item.id}, ${lisi}, '定位评论第' || g || '条', now() - (${n} - g) * interval '1 minute'
    from generate_series(1, ${n}) g order by g returning id`);
  await runtime().deps.db.execute(sql`update knowledge set comment_count = ${n} where id = ${item.id}`);
  return { item, ids: r.rows.map((x) => x.id) };
}

describe('comment section reached from a comment message', () => {
  it('opens the page holding the comment, beyond the first, and highlights it', async () => {
    const { item, ids } = await itemWithComments(25);
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${item.id}&comment=${ids[0]}`);
    await waitFor(() => expect(document.getElementById(`comment-${ids[0]}`)?.dataset.focused).toBe('true'));
    expect(within(document.getElementById(`comment-${ids[0]}`) as HTMLElement).getByText('定位评论第1条')).toBeTruthy();
    const section = screen.getByRole('region', { name: '评论' });
    expect(within(section).getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    // The reader can still page away from it.
    await app.user.click(within(section).getByRole('button', { name: '第 1 页' }));
    expect(await within(section).findByText('定位评论第25条')).toBeTruthy();
    expect(within(section).queryByText('定位评论第1条')).toBeNull();
  });

  it('says so when the comment was removed, and shows the first page', async () => {
    const { item, ids } = await itemWithComments(3);
    await runtime().deps.db.execute(sql`update comments set deleted_at = now() where id = ${ids[1]}`);
    await signInAs('zhangsan');
    await renderApp(`/detail?id=${item.id}&comment=${ids[1]}`);
    expect(await screen.findByText('你要查看的评论已被删除')).toBeTruthy();
    expect(screen.getByText('定位评论第3条')).toBeTruthy();
  });
});
