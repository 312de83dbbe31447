import { commentList } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createItem, userId } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';

type Page = {
  total: number;
  page: number;
  around: 'found' | 'deleted' | null;
  list: { id: number; replies: { id: number }[] }[];
};

const t = setupRuntime('zhangsan', 'wangwu');

const around = (knowledgeId: number, aroundId: number, token = t.zhangsan) =>
  call<Page>(t.rt, commentList, { knowledgeId, page: 1, size: 10, aroundId }, { token });

/** `n` top-level comments on the item, the first the oldest (one minute apart); their ids oldest first. */
async function comments(knowledgeId: number, n: number): Promise<number[]> {
  const lisi = await userId(t.rt, 'lisi');
  const r = await t.rt.deps.db.execute<{ id: number }>(sql`
    insert into comments (knowledge_id, user_id, content, created_at)
    select ${knowledgeId}, ${lisi}, '第' || g || '条', now() - (${n} - g) * interval '1 minute'
    from generate_series(1, ${n}) g order by g returning id`);
  await t.rt.deps.db.execute(sql`update knowledge set comment_count = ${n} where id = ${knowledgeId}`);
  return r.rows.map((x) => x.id);
}

describe('comment.list around a comment', () => {
  it('answers the page holding a top-level comment or a reply, not page 1', async () => {
    const item = await createItem(t.rt, { authorUsername: 'zhangsan', title: '评论很多的条目' });
    const ids = await comments(item.id, 25);
    const lisi = await userId(t.rt, 'lisi');
    const reply = await t.rt.deps.db.execute<{ id: number }>(sql`
      insert into comments (knowledge_id, parent_id, user_id, content) values (${item.id}, ${ids[0]}, ${lisi}, '回复最早的')
      returning id`);
    // Newest first, ten a page: the oldest comment (and the reply in its thread) is on page 3.
    for (const [id, page] of [
      [ids[0], 3],
      [reply.rows[0].id, 3],
      [ids[14], 2],
      [ids[24], 1],
    ] as const) {
      const r = await around(item.id, id);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ page, around: 'found', total: 25 });
      const shown = r.body.data.list.flatMap((th) => [th.id, ...th.replies.map((x) => x.id)]);
      expect(shown).toContain(id);
    }
    // Without aroundId, the page asked for, and no verdict.
    const plain = await call<Page>(t.rt, commentList, { knowledgeId: item.id, page: 2, size: 10 }, { token: t.zhangsan });
    expect(plain.body.data).toMatchObject({ page: 2, around: null });
  });

  it('says a removed comment, or one of another item, is gone and answers the page asked for', async () => {
    const item = await createItem(t.rt, { authorUsername: 'zhangsan' });
    const other = await createItem(t.rt, { authorUsername: 'zhangsan' });
    const ids = await comments(item.id, 12);
    const foreign = (await comments(other.id, 1))[0];
    await t.rt.deps.db.execute(sql`update comments set deleted_at = now() where id = ${ids[0]}`);
    for (const id of [ids[0], foreign, 2_000_000]) {
      const r = await around(item.id, id);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ page: 1, around: 'deleted' });
      expect(r.body.data.list[0].id).toBe(ids[11]);
    }
  });

  it('still refuses an item the caller may not read, so the page reveals nothing', async () => {
    const hidden = await createItem(t.rt, {
      authorUsername: 'zhangsan',
      visibility: { scope: 'users', userIds: [await userId(t.rt, 'zhangsan')] },
    });
    const [id] = await comments(hidden.id, 1);
    expect((await around(hidden.id, id, t.wangwu)).status).toBe(404);
    expect((await around(hidden.id, id)).body.data.around).toBe('found');
  });
});
